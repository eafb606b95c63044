import { within } from '@testing-library/react';

/** The links inside `element` as [text, href] pairs, in document order. */
export function linksIn(element: HTMLElement): Array<[string | null, string | null]> {
  return within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
