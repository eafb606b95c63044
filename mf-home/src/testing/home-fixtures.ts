import type { Requester } from '@hourspace/api-client';
import * as v from 'valibot';

/** An image item as the API sends it (spec §3). */
export function apiImage(id: string, fields: Partial<Record<'url' | 'title' | 'alt' | 'label' | 'location' | 'link' | 'blurHash', string>> = {}) {
  return {
    external_id: id,
    url: `http://localhost:8120/v1/images/${id}`,
    title: `${id} title`,
    alt: `${id} alt`,
    label: `${id} label`,
    location: '',
    link: `/us/s/?activity=${id}`,
    blurHash: 'LvJ[S7ofwHt6~WofWAoLRPfQf+az',
    ...fields,
  };
}

function section(name: string, images: ReturnType<typeof apiImage>[], extra: Partial<{ paragraph: string; link: string; cta: string }> = {}) {
  return {
    heading1: `${name} heading`,
    heading2: `${name} sub-heading`,
    paragraph: extra.paragraph ?? `${name} first line\\n${name} second line`,
    ctaButton: { text: extra.cta ?? `${name} action`, link: extra.link ?? `/us/${name}` },
    images,
  };
}

const ACTIVITY_IDS = ['photo-shoot', 'party', 'meeting', 'birthday-party', 'video-shoot', 'workshop', 'corporate-event'];

/** The answer of GET /v1/home/en-US/sections, shaped like packages/api's, with every section. */
export function homeSectionsAnswer() {
  return {
    locale: 'en-US',
    order: ['intro', 'activities', 'blog', 'cities', 'hosts', 'madeIn', 'whyUs', 'whereExtraordinary', 'popularKeywords', 'awards'],
    sections: {
      intro: section(
        'intro',
        ['hero-one', 'hero-two', 'hero-three'].map((id) => apiImage(id, { location: 'New York, NY', title: `${id} spaces` })),
        { link: '/us#a=search' },
      ),
      activities: section(
        'activities',
        ACTIVITY_IDS.map((id) => apiImage(`activity-${id}`, { title: `${id} venues`, label: id, link: `/us/plan/${id}` })),
      ),
      blog: section('blog', [
        apiImage('blog-one', { title: 'How to plan an offsite', link: '/resources/offsite' }),
        apiImage('blog-two', { title: 'Ten studio questions', link: '' }),
        apiImage('blog-three', { title: 'Dinner for twenty', link: '/resources/dinner' }),
        apiImage('blog-four', { title: 'Natural light', link: '/resources/light' }),
      ]),
      cities: section('cities', [apiImage('city-new-york', { title: 'New York', location: 'New York, NY', label: '149 spaces', link: '/us/s/?location=new%20york' })]),
      hosts: section('hosts', [apiImage('host-maya', { title: 'My studio pays for itself.', alt: 'Maya', label: 'Maya · Host since 2019' })], { link: '/us/host' }),
      madeIn: section('madeIn', [apiImage('made-in-one'), apiImage('made-in-two')], { link: '/us#a=search' }),
      whyUs: section(
        'whyUs',
        [apiImage('why-1', { title: '1. Unique spaces' }), apiImage('why-2', { title: '2. Hosts who care' }), apiImage('why-3', { title: '3. Secure payments' })],
        {
          paragraph: '1. Unique spaces\\n2. Hosts who care\\n3. Secure payments',
          link: '/us#a=search',
        },
      ),
      whereExtraordinary: section('whereExtraordinary', [apiImage('where-extraordinary', { link: '/us#a=search' })], { link: '/us#a=search', cta: 'Find a space' }),
      popularKeywords: section('popularKeywords', [], { link: '/us/plan/activities' }),
      awards: section(
        'awards',
        [
          apiImage('awards-desktop', { label: 'desktop', alt: 'Trophy on a stage', link: 'https://awards.hourspace.com/awards' }),
          apiImage('awards-compact', { label: 'compact', alt: 'Trophy', link: 'https://awards.hourspace.com/awards' }),
        ],
        {
          link: 'https://awards.hourspace.com/awards',
        },
      ),
    } as Record<string, unknown>,
  };
}

/** The answer of GET /v1/keywords/popular/en-US: three keywords with two cities each. */
export function popularKeywordsAnswer() {
  const keyword = (id: string, plural: string) => ({
    keyword: id,
    dropdown_plural: plural.toLowerCase(),
    display_keyword_plural: plural,
    locations: [
      { city: 'New York', state: 'NY', permalink: `/us/s/?activity=${id}&location=new%20york%2C%20ny` },
      { city: 'Chicago', state: 'IL', permalink: `/us/s/?activity=${id}&location=chicago%2C%20il` },
    ],
  });
  return { locale: 'en-US', country: 'US', keywords: [keyword('photo-shoot', 'Photo Shoot Locations'), keyword('party', 'Party Venues'), keyword('meeting', 'Meeting Rooms')] };
}

/**
 * A request helper that answers from a table of paths (an Error is thrown as the call's
 * failure) and checks answers with the call's own schema, as the real helper does.
 */
export function fakeRequester(answers: Record<string, unknown>): Requester & { calls: string[] } {
  const calls: string[] = [];
  const request = (async (spec: { path: string; schema: v.GenericSchema }) => {
    calls.push(spec.path);
    const answer = answers[spec.path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`no answer for ${spec.path}`);
    return v.parse(spec.schema, answer);
  }) as unknown as Requester & { calls: string[] };
  request.calls = calls;
  return request;
}

/** A fake request helper with the en-US answers of the home calls (override any path). */
export function fakeHomeRequester(overrides: Record<string, unknown> = {}): Requester & { calls: string[] } {
  return fakeRequester({ '/v1/home/en-US/sections': homeSectionsAnswer(), '/v1/keywords/popular/en-US': popularKeywordsAnswer(), ...overrides });
}
