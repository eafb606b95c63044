import { dehydrate, QueryClient } from '@tanstack/react-query';
import { homeSectionsKeys } from '../../lib/api/get-home-sections';
import type { HomeContent, HomeImage } from '../../lib/section-model';
import { fakeHomeRequester } from '../../testing/home-fixtures';
import { prefetchHomeSections, preloadHeroPhoto } from '../prefetch';

const image = (url: string) => ({ key: url, url, alt: '', title: '', label: '', location: '', href: null, blurHash: null }) as unknown as HomeImage;
const content = (...urls: string[]) => ({ locale: 'en-US', sections: { intro: { images: urls.map(image) } } }) as unknown as HomeContent;
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("the hero photo's preload", () => {
  it('asks for the first hero photo with high priority, once', () => {
    preloadHeroPhoto(content('https://api.example/v1/images/ph-1', 'https://api.example/v1/images/ph-2'));
    preloadHeroPhoto(content('https://api.example/v1/images/ph-1'));
    expect(preloads().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([['https://api.example/v1/images/ph-1', 'high']]);
  });

  it('adds nothing when the page already shows the photo, or there is none', () => {
    const img = document.createElement('img');
    img.src = 'https://api.example/v1/images/ph-1';
    document.body.append(img);
    preloadHeroPhoto(content('https://api.example/v1/images/ph-1'));
    preloadHeroPhoto(content());
    preloadHeroPhoto(undefined);
    expect(preloads()).toEqual([]);
  });
});

describe("the home sections' prefetch", () => {
  const key = homeSectionsKeys.locale('en-US', 'us');
  const BUILD = 'http://localhost:8081/1.0.0.abc/';
  const atPath = (path: string) => window.history.replaceState(null, '', path);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => atPath('/'));

  /** The page as compose writes it: the home container marked with the entry that rendered it, and its data block. */
  function renderedAhead(entry: string, blockText?: string) {
    const container = document.createElement('div');
    container.dataset.hsApp = 'home';
    container.setAttribute('data-hs-ssr', entry);
    container.innerHTML = '<main>home</main>';
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'hs-ssr-state-home';
    if (blockText === undefined) {
      const server = new QueryClient();
      server.setQueryData(key, content('https://api.example/v1/images/ph-1'));
      block.textContent = JSON.stringify(dehydrate(server));
    } else {
      block.textContent = blockText;
    }
    document.body.append(container, block);
  }

  it('asks the API on the home page', async () => {
    atPath('/us/');
    const client = new QueryClient();
    const request = fakeHomeRequester();
    prefetchHomeSections(client, () => request, document, BUILD);
    await settle();
    expect(request.calls).toEqual(['/v1/home/en-US/sections']);
    expect(client.getQueryData(key)).toBeDefined();
  });

  it('asks nothing on another of its pages', () => {
    atPath('/us/legal/terms');
    const request = fakeHomeRequester();
    prefetchHomeSections(new QueryClient(), () => request, document, BUILD);
    expect(request.calls).toEqual([]);
  });

  it('takes the data of the markup this build rendered ahead, without a request', () => {
    atPath('/us/');
    renderedAhead(`${BUILD}remoteEntry.js`);
    const client = new QueryClient();
    const request = fakeHomeRequester();
    prefetchHomeSections(client, () => request, document, BUILD);
    expect(request.calls).toEqual([]);
    expect(client.getQueryData<HomeContent>(key)?.sections.intro?.images[0]?.url).toBe('https://api.example/v1/images/ph-1');
  });

  it("leaves another build's markup and data alone and asks the API (a canary, an override)", async () => {
    atPath('/us/');
    renderedAhead('http://localhost:8081/1.0.1.def/remoteEntry.js');
    const client = new QueryClient();
    const request = fakeHomeRequester();
    prefetchHomeSections(client, () => request, document, BUILD);
    await settle();
    expect(request.calls).toEqual(['/v1/home/en-US/sections']);
  });

  it('asks the API when the data block is unreadable, or outside a webpack build', async () => {
    atPath('/us/');
    renderedAhead(`${BUILD}remoteEntry.js`, '{not json');
    const first = fakeHomeRequester();
    prefetchHomeSections(new QueryClient(), () => first, document, BUILD);
    document.body.replaceChildren();
    renderedAhead(`${BUILD}remoteEntry.js`);
    const second = fakeHomeRequester();
    prefetchHomeSections(new QueryClient(), () => second, document, undefined);
    await settle();
    expect(first.calls).toEqual(['/v1/home/en-US/sections']);
    expect(second.calls).toEqual(['/v1/home/en-US/sections']);
  });
});
