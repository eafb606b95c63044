/** @jest-environment jsdom */
import type { TFunction } from 'i18next';
import { renderNotFound } from '../fallbacks';

const t = ((key: string) => ({ notFoundTitle: 'Seite nicht gefunden', notFoundBody: 'Diese Seite gibt es nicht.', goHome: 'Zur Startseite' })[key] ?? key) as unknown as TFunction;

describe('the not-found page', () => {
  it('titles the document in the page language and links home under the prefix', () => {
    const container = document.createElement('div');
    renderNotFound(container, t, 'de');
    expect(document.title).toBe('Seite nicht gefunden · Hourspace');
    expect(container.querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/de/');
  });
});
