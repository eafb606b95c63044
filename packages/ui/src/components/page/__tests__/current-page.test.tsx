import { act, render, screen } from '@testing-library/react';
import { ariaCurrentFor, useAriaCurrent } from '../current-page';

function Link({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} aria-current={useAriaCurrent(href)}>
      {children}
    </a>
  );
}

describe('aria-current for links to the page shown', () => {
  it('marks a link to the same path, whatever the query, hash or trailing slash', () => {
    expect(ariaCurrentFor('/us/account', '/us/account/')).toBe('page');
    expect(ariaCurrentFor('/us/account?tab=1#x', '/us/account')).toBe('page');
    expect(ariaCurrentFor('/us/account/host', '/us/account')).toBeUndefined();
    expect(ariaCurrentFor('https://help.example.com/us/account', '/us/account')).toBeUndefined();
  });

  it('follows the navigations', () => {
    window.history.replaceState(null, '', '/us/profile');
    render(
      <>
        <Link href="/us/profile">Profile</Link>
        <Link href="/us/account">Payments</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');
    act(() => {
      window.history.pushState(null, '', '/us/account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });
});
