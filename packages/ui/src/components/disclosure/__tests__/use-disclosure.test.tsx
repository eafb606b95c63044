import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDisclosure } from '../use-disclosure';

function Dropdown() {
  const disclosure = useDisclosure();
  return (
    <div>
      <div {...disclosure.rootProps}>
        <button {...disclosure.buttonProps}>Menu</button>
        <ul {...disclosure.panelProps}>
          <li>
            <a href="#one">One</a>
          </li>
        </ul>
      </div>
      <button type="button">Elsewhere</button>
    </div>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('useDisclosure', () => {
  it('opens its panel from the button, which says it is expanded and what it controls', async () => {
    render(<Dropdown />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'One' })).toBeNull();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('list');
    expect(menuButton()).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('link', { name: 'One' })).toBeVisible();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    render(<Dropdown />);
    await userEvent.click(menuButton());
    screen.getByRole('link', { name: 'One' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a press outside and when focus moves out, but not when it moves inside', async () => {
    render(<Dropdown />);
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton());
    await userEvent.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
