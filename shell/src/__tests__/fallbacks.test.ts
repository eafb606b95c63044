/** @jest-environment jsdom */
import type { TFunction } from 'i18next';
import { renderFallbackNav, renderNotFound } from '../fallbacks';

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

describe('the minimal navigation', () => {
  it('starts with a skip link that moves focus into the main content, then the brand, log in and sign up', () => {
    document.body.innerHTML = '<div id="nav"></div><main id="main-content"><h1>Page</h1></main>';
    const container = document.getElementById('nav')!;
    renderFallbackNav(container, t, 'us');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['skipToContent', '#main-content'],
      ['brand', '/us/'],
      ['login', '/us/#a=login'],
      ['signup', '/us/#a=signup&source=nav'],
    ]);
    links[0]!.click();
    expect(document.activeElement).toBe(document.getElementById('main-content'));
    expect(window.location.hash).toBe('');
  });
});
