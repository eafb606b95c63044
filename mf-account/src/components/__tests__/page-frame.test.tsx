import { render, screen } from '@testing-library/react';
import { PageFrame } from '../page-frame';

describe('PageFrame', () => {
  it("titles the document with the page's heading and moves focus to it on an in-page arrival", () => {
    render(<PageFrame title="Zahlungen">Inhalt</PageFrame>);
    expect(document.title).toBe('Zahlungen · Hourspace');
    // jsdom has no navigation entry: every page counts as reached in-page.
    expect(screen.getByRole('heading', { level: 1, name: 'Zahlungen' })).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
