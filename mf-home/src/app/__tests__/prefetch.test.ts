import type { HomeContent, HomeImage } from '../../lib/section-model';
import { preloadHeroPhoto } from '../prefetch';

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
