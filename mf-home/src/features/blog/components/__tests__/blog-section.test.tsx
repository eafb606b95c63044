import { screen, within } from '@testing-library/react';
import { installMatchMedia } from '@hourspace/ui/testing';
import { renderHome } from '../../../../testing/render-home';
import { toHomeSection } from '../../../../lib/section-model';
import { BlogSection, blogHref } from '../blog-section';

const posts = ['one', 'two', 'three', 'four', 'five'].map((id) => ({
  external_id: id,
  url: `/v1/images/${id}`,
  title: `Post ${id}`,
  alt: `Post ${id}`,
  label: 'Guides',
  link: id === 'two' ? '' : `/resources/${id}`,
}));
const section = toHomeSection({ heading1: 'From the blog', heading2: 'Ideas', paragraph: '', ctaButton: { text: 'Read the blog', link: '/resources' }, images: posts }, 'us');
const perView = () => screen.getByRole('region', { name: 'Blog posts' }).querySelector('[style*="--hs-carousel-per-view"]')?.getAttribute('style');

describe('the blog carousel', () => {
  let media: { restore: () => void };
  afterEach(() => media.restore());

  it('shows 3.1 cards per view from 1120 px', () => {
    media = installMatchMedia({ width: 1280 });
    renderHome(<BlogSection section={section} />);
    expect(within(screen.getByRole('region', { name: 'Blog posts' })).getAllByRole('group')).toHaveLength(5);
    expect(perView()).toContain('--hs-carousel-per-view: 3.1');
  });

  it('shows 2.1 cards per view under 1120 px and down to 745 px', () => {
    media = installMatchMedia({ width: 745 });
    renderHome(<BlogSection section={section} />);
    expect(within(screen.getByRole('region', { name: 'Blog posts' })).getAllByRole('group')).toHaveLength(5);
    expect(perView()).toContain('--hs-carousel-per-view: 2.1');
  });

  it('groups 3 posts per column at 744 px and less', () => {
    media = installMatchMedia({ width: 744 });
    renderHome(<BlogSection section={section} />);
    const columns = within(screen.getByRole('region', { name: 'Blog posts' })).getAllByRole('group');
    expect(columns.map((column) => within(column).getAllByRole('article').length)).toEqual([3, 2]);
    expect(perView()).toContain('--hs-carousel-per-view: 1.5');
  });

  it('switches to narrower columns at 644 px', () => {
    media = installMatchMedia({ width: 644 });
    renderHome(<BlogSection section={section} />);
    expect(perView()).toContain('--hs-carousel-per-view: 1.1');
  });

  it('sends a post without its own link to the blog, and blog links under the page locale prefix', () => {
    media = installMatchMedia({ width: 1280 });
    renderHome(<BlogSection section={section} />);
    expect(screen.getByRole('link', { name: /Post two/ })).toHaveAttribute('href', '/us/resources');
    expect(screen.getByRole('link', { name: /Post one/ })).toHaveAttribute('href', '/us/resources/one');
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/us/resources');
  });

  it('leaves links that already carry a prefix, or lead elsewhere, as they are', () => {
    expect(blogHref('/de/resources/one', 'de')).toBe('/de/resources/one');
    expect(blogHref('/resources/one', 'de')).toBe('/de/resources/one');
    expect(blogHref('/resourcesx', 'de')).toBe('/resourcesx');
    expect(blogHref('https://blog.example/post', 'de')).toBe('https://blog.example/post');
    expect(blogHref(null, 'fr-ca')).toBe('/fr-ca/resources');
  });
});
