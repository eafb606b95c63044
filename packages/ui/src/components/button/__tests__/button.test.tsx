import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from '../button';
import { expectNoAxeViolations } from '../../../test-utils/axe';

describe('Button', () => {
  it('is found by its label and does not submit forms by default', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Find a space</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find a space' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Log in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="link" size="sm">
        Forgot password?
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveClass('root', 'link', 'sm');
  });

  it('while loading is aria-disabled, busy, shows a spinner and keeps its label as its name', async () => {
    const onClick = jest.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Sign up
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.glyph')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('keeps focus when it turns busy and back, and never submits its form while busy', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit">Log in</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loading disabled>
          Log in
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    screen.getByRole('textbox', { name: 'Email' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit">Log in</Button>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is natively disabled when disabled and not busy', () => {
    render(<Button disabled>Sign up</Button>);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('is not busy and has no spinner when not loading', () => {
    render(<Button>Sign up</Button>);
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.glyph')).not.toBeInTheDocument();
  });

  it('forwards its ref to the button element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('gives links the button look', () => {
    render(
      <a href="/us#a=search" className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
        Find a space
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Find a space' })).toHaveClass('root', 'secondary', 'md', 'fullWidth');
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <>
        <Button variant="primary">One</Button>
        <Button variant="secondary">Two</Button>
        <Button variant="ghost">Three</Button>
        <Button variant="link">Four</Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
