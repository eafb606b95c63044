import { ssrPageHtml } from '../ssr-page';

/**
 * The script preloads of a page rendered ahead or on request: gone where the markup is the
 * first screen, kept where the page renders from its scripts (docs/decisions/request-time-ssr.md).
 */

const ENTRY = '<link rel="preload" as="script" href="http://localhost:8084/1.0.0/remoteEntry.js" integrity="sha384-abc" crossorigin="anonymous">';
const SHELL_CHUNK = '<link rel=preload as=script href=/chunks/startup.5de805efcb.js>';
const SELF_CLOSED = '<link rel="preload" as="script" href="/chunks/react-dom.js" />';
const SHEET = '<link rel="preload" as="style" href="http://localhost:8084/1.0.0/chunks/search.css">';
const PAGE =
  '<!doctype html><html lang="en-US"><head><meta charset=utf-8><title>Hourspace</title><script defer src=/main.js?1></script>' +
  `${SHELL_CHUNK}${SELF_CLOSED}${ENTRY}${SHEET}</head><body><div id="hs-nav"></div><div id="hs-main"></div></body></html>`;

const render = (media?: string) =>
  ssrPageHtml(PAGE, {
    app: 'search',
    slot: 'hs-main',
    entry: 'http://localhost:8084/1.0.0/remoteEntry.js',
    screen: { html: '<main><h1>Space 5</h1></main>', state: {}, ...(media === undefined ? {} : { media }) },
    stylesheets: [{ href: 'http://localhost:8084/1.0.0/chunks/search.css', css: '.space{}' }],
    url: '/us/space/5/loft',
  });

const scriptPreloads = (html: string) => html.match(/<link\b[^>]*\bas="?script"?(?=[\s>])[^>]*>/g) ?? [];

describe('the script preloads of a page with first-screen markup', () => {
  it('keeps each one where the markup is not used, in its place, with the complement of the media condition and nothing else changed', () => {
    const html = render('(max-width: 991.98px)');
    const where = ' media="not all and (max-width: 991.98px)"';
    expect(scriptPreloads(html)).toEqual([
      `<link${where} rel=preload as=script href=/chunks/startup.5de805efcb.js>`,
      `<link${where} rel="preload" as="script" href="/chunks/react-dom.js" />`,
      `<link${where} rel="preload" as="script" href="http://localhost:8084/1.0.0/remoteEntry.js" integrity="sha384-abc" crossorigin="anonymous">`,
    ]);
    // Without the attribute each is the plain page's tag, byte for byte.
    expect(scriptPreloads(html).map((tag) => tag.replace(where, ''))).toEqual([SHELL_CHUNK, SELF_CLOSED, ENTRY]);
    // In the head where the plain page had them: after the shell's script, before the stylesheet written in their row.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<script defer fetchpriority="low" src=/main.js?1></script>${scriptPreloads(html).join('')}<style data-href="http://localhost:8084/1.0.0/chunks/search.css">.space{}</style>`,
    );
  });

  it('keeps none when the markup is the first screen on every screen, as before', () => {
    const html = render();
    expect(scriptPreloads(html)).toEqual([]);
    expect(html).not.toContain('media=');
    expect(html).toContain('<script defer fetchpriority="low" src=/main.js?1></script><style data-href=');
  });

  it('keeps the shell’s script at low priority on every screen: a script tag has no media condition, and a phone needs it low', () => {
    for (const html of [render('(max-width: 743.98px)'), render()]) expect(html.match(/<script defer[^>]*>/g)).toEqual(['<script defer fetchpriority="low" src=/main.js?1>']);
  });

  it('escapes the media condition in the attribute', () => {
    const html = render('(max-width: 1px)" onload="x');
    expect(scriptPreloads(html)[0]).toBe('<link media="not all and (max-width: 1px)&quot; onload=&quot;x" rel=preload as=script href=/chunks/startup.5de805efcb.js>');
    expect(scriptPreloads(html)).toHaveLength(3);
    for (const tag of scriptPreloads(html)) expect(tag).not.toContain('" onload="x');
  });
});
