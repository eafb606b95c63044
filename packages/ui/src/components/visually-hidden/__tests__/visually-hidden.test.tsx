import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from '../visually-hidden';
import { expectNoAxeViolations } from '../../../test-utils/axe';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree with the hiding class', async () => {
    const { container } = render(
      <button type="button">
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.firstElementChild).toHaveClass('root');
    await expectNoAxeViolations(container);
  });

  it('renders the requested element and keeps extra classes', () => {
    render(
      <VisuallyHidden as="h2" className="extra">
        Search results
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toHaveClass('root', 'extra');
  });
});
