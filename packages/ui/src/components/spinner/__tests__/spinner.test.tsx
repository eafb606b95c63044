import { render, screen } from '@testing-library/react';
import { Spinner } from '../spinner';
import { expectNoAxeViolations } from '../../../test-utils/axe';

describe('Spinner', () => {
  it('is a status named by its label, with the label as announced text', async () => {
    const { container } = render(<Spinner label="Loading spaces" />);
    const status = screen.getByRole('status', { name: 'Loading spaces' });
    expect(status).toHaveTextContent('Loading spaces');
    expect(status).toHaveClass('md');
    await expectNoAxeViolations(container);
  });

  it('hides its circle from assistive technology', () => {
    render(<Spinner label="Loading" size="lg" />);
    const glyph = screen.getByRole('status').querySelector('.glyph');
    expect(glyph).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveClass('lg');
  });
});
