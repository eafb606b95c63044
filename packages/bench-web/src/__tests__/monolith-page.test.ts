import { localAssetTags, monolithPage, MonolithPageError, preloadsFrom, preloadTags, withoutOrigins, withoutServerMarkup } from '../monolith-page';

const shellIndex =
  '<!doctype html><html lang=en-US><head><title>Hourspace</title><link rel=icon href=/favicon.svg?aaa><script defer src=/main.js?aaa></script><link href=/main.01.css?aaa rel=stylesheet></head><body><div id=hs-nav></div></body></html>';
const monolithIndex =
  '<!doctype html><html lang=en-US><head><title>Hourspace</title><link rel=icon href=/favicon.svg?bbb><script defer src=/main.js?bbb></script><link href=/main.02.css?bbb rel=stylesheet></head><body><div id=hs-nav></div></body></html>';
const composed =
  '<!doctype html><html lang="en-US"><head><title>Hourspace: book</title><link rel=icon href=/favicon.svg?aaa><script defer src=/main.js?aaa></script><link href=/main.01.css?aaa rel=stylesheet>' +
  '<link rel="preconnect" href="http://localhost:8083" crossorigin><link rel="preload" as="script" href="http://localhost:8081/1.0.0/remoteEntry.js" crossorigin>' +
  '<link rel="preconnect" href="http://localhost:8120" crossorigin><script type="application/json" id="hs-manifest">{"remotes":{}}</script></head>' +
  '<body><div id="hs-nav"><nav>early</nav></div></body></html>';

describe('localAssetTags', () => {
  it('finds the tags that load the build’s own files, quoted or not, not other origins’', () => {
    expect(localAssetTags(shellIndex)).toEqual([
      '<link rel=icon href=/favicon.svg?aaa>',
      '<script defer src=/main.js?aaa></script>',
      '<link href=/main.01.css?aaa rel=stylesheet>',
    ]);
    expect(localAssetTags('<script src="/a.js"></script><script src="//cdn.example/b.js"></script><link href="http://x/c.css">')).toEqual(['<script src="/a.js"></script>']);
  });
});

describe('withoutOrigins', () => {
  it('drops links and scripts on the given origins only', () => {
    const html =
      '<link rel="preconnect" href="http://localhost:8081" crossorigin><link rel=preload href=http://localhost:8081/x.js><script src="http://localhost:8081/e.js"></script><link rel="preconnect" href="http://localhost:8120">';
    expect(withoutOrigins(html, ['http://localhost:8081'])).toBe('<link rel="preconnect" href="http://localhost:8120">');
  });
  it('does not take an origin for a longer one that starts like it', () => {
    const html = '<link rel="preconnect" href="http://localhost:80810">';
    expect(withoutOrigins(html, ['http://localhost:8081'])).toBe(html);
  });
});

describe('monolithPage', () => {
  it('keeps what compose wrote, swaps the shell’s tags for the monolith’s in place and drops the remotes’ origins', () => {
    expect(monolithPage(composed, shellIndex, monolithIndex, ['http://localhost:8081', 'http://localhost:8083'])).toBe(
      '<!doctype html><html lang="en-US"><head><title>Hourspace: book</title><link rel=icon href=/favicon.svg?bbb><script defer src=/main.js?bbb></script><link href=/main.02.css?bbb rel=stylesheet>' +
        '<link rel="preconnect" href="http://localhost:8120" crossorigin><script type="application/json" id="hs-manifest">{"remotes":{}}</script></head>' +
        '<body><div id="hs-nav"><nav>early</nav></div></body></html>',
    );
  });
  it('refuses a page that was not composed from this shell build', () => {
    expect(() => monolithPage(composed.replace('/main.js?aaa', '/main.js?zzz'), shellIndex, monolithIndex, [])).toThrow(MonolithPageError);
  });
  it('refuses a template that is not a build', () => {
    expect(() => monolithPage(composed, '<html></html>', monolithIndex, [])).toThrow(/is it a build/);
  });
});

describe('preloadTags', () => {
  it('preloads scripts as scripts and stylesheets as styles, nothing else', () => {
    expect(preloadTags(['chunks/a.1.js', 'chunks/b.2.css', 'chunks/a.1.js.map'])).toBe(
      '<link rel="preload" as="script" href="/chunks/a.1.js"><link rel="preload" as="style" href="/chunks/b.2.css">',
    );
  });
});

describe('preloadsFrom', () => {
  it('tells whether the composition preloaded something from a remote origin', () => {
    expect(preloadsFrom(composed, ['http://localhost:8081'])).toBe(true);
    expect(preloadsFrom(composed, ['http://localhost:8083'])).toBe(false);
  });
});

describe('monolithPage with preloads', () => {
  it('puts the extra head tags right after the monolith’s own', () => {
    const page = monolithPage(composed, shellIndex, monolithIndex, ['http://localhost:8081', 'http://localhost:8083'], '<link rel="preload" as="script" href="/chunks/a.js">');
    expect(page).toContain(
      '<link href=/main.02.css?bbb rel=stylesheet><link rel="preload" as="script" href="/chunks/a.js"><link rel="preconnect" href="http://localhost:8120" crossorigin>',
    );
  });
});

describe('withoutServerMarkup', () => {
  const page = (main: string) =>
    `<html><head><script defer fetchpriority="low" src=/main.js></script><link rel="preload" as="script" href="/a.js"><link rel="preload" as="image" href="http://api/v1/images/1" fetchPriority="high"/><style data-href="http://r/1/a.css">.a{}</style><script type="application/json" id="hs-ssr-state-home">{"queries":[]}</script></head><body><div id="hs-nav"></div><div id="hs-main">${main}</div><div id="hs-footer"></div></body></html>`;

  it("drops the first screen rendered ahead, its data and React's hoisted hints, and nothing else", () => {
    const ssr = page('<div data-hs-app="home" data-hs-ssr="http://r/1/remoteEntry.js"><main><div><div>a</div></div><div>b</div></main></div>');
    expect(withoutServerMarkup(ssr)).toBe(
      '<html><head><script defer src=/main.js></script><link rel="preload" as="script" href="/a.js"></head><body><div id="hs-nav"></div><div id="hs-main"></div><div id="hs-footer"></div></body></html>',
    );
  });

  it('leaves a plain page as it is', () => {
    expect(withoutServerMarkup(page(''))).toBe(page(''));
  });

  it('refuses markup that does not end', () => {
    expect(() => withoutServerMarkup('<div id="hs-main"><div data-hs-app="home"><div>')).toThrow(MonolithPageError);
  });
});
