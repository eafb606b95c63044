import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { PRODUCT_NAME, pageTitle, usePageTitle } from '../page-title';
import { isFirstPageOfDocument, usePageHeadingFocus } from '../heading-focus';
import { SkipLink } from '../skip-link';
import { expectNoAxeViolations } from '../../../test-utils/axe';

function Titled({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

function Page({ search }: { search: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageHeadingFocus(ref, search);
  return (
    <>
      <button type="button">Filters</button>
      <h1 ref={ref} tabIndex={-1}>
        Results {search}
      </h1>
    </>
  );
}

function navigationEntry(name: string | null) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => (name === null ? [] : [{ name }]) });
}

describe('page titles', () => {
  it("end with the product's name, which alone is the title of a page without one", () => {
    expect(pageTitle('Party spaces near New York City')).toBe('Party spaces near New York City · Hourspace');
    expect(pageTitle('  ')).toBe(PRODUCT_NAME);
    expect(pageTitle(null)).toBe('Hourspace');
    expect(pageTitle('Hourspace')).toBe('Hourspace');
  });

  it('follow the page while it is shown', () => {
    const { rerender } = render(<Titled title="Espacios para fiestas" />);
    expect(document.title).toBe('Espacios para fiestas · Hourspace');
    rerender(<Titled title="Partyräume in der Nähe von New York City" />);
    expect(document.title).toBe('Partyräume in der Nähe von New York City · Hourspace');
  });
});

describe('the heading focus of an in-page navigation', () => {
  afterEach(() => navigationEntry(null));

  it('focuses the heading of a page reached in-page, and again for a new search, not for a re-render', () => {
    navigationEntry('http://localhost/us/');
    const { rerender } = render(<Page search="?activity=party" />);
    expect(screen.getByRole('heading', { name: 'Results ?activity=party' })).toHaveFocus();
    screen.getByRole('button', { name: 'Filters' }).focus();
    rerender(<Page search="?activity=party" />);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    rerender(<Page search="?activity=meeting" />);
    expect(screen.getByRole('heading', { name: 'Results ?activity=meeting' })).toHaveFocus();
  });

  it("leaves the document's first page to start from the top", () => {
    navigationEntry(window.location.href);
    expect(isFirstPageOfDocument()).toBe(true);
    render(<Page search="" />);
    expect(document.body).toHaveFocus();
  });
});

describe('SkipLink', () => {
  it('moves focus to the main region', async () => {
    const { container } = render(
      <>
        <SkipLink label="Skip to content" />
        <nav aria-label="Main">
          <a href="/us/">Home</a>
        </nav>
        <main id="main-content">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
