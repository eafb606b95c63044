import { ApiError, ApiErrorCode, type Requester } from '@hourspace/api-client';
import * as v from 'valibot';

/** The API's 404, as the request helper throws it. */
export function notFoundError(): ApiError {
  return new ApiError(ApiErrorCode.HTTP, 'Not Found', { status: 404, error: 'Not Found' });
}

/**
 * A request helper answering from a function of path and query (an Error is thrown as the
 * call's failure), checking answers with the call's schema as the real helper does.
 */
export function fakePageRequester(answer: (path: string, query: Record<string, unknown>) => unknown): Requester & { calls: { path: string; query: Record<string, unknown> }[] } {
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const request = (async (spec: { path: string; query?: Record<string, unknown>; schema: v.GenericSchema }) => {
    const query = Object.fromEntries(Object.entries(spec.query ?? {}).filter(([, value]) => value !== undefined));
    calls.push({ path: spec.path, query });
    const result = answer(spec.path, query);
    if (result instanceof Error) throw result;
    if (result === undefined) throw new Error(`no answer for ${spec.path}`);
    return v.parse(spec.schema, result);
  }) as unknown as Requester & { calls: { path: string; query: Record<string, unknown> }[] };
  request.calls = calls;
  return request;
}

export const TERMS = {
  locale: 'en-US',
  slug: 'terms',
  title: 'Terms of Service',
  summary: 'These terms govern your use of Hourspace.',
  version: 2,
  updated: '2026-11-17',
  sections: [
    { id: 'agreement', heading: '1. Our agreement', blocks: ['By creating an account you agree.', { list: ['First point', 'Second point'] }] },
    { id: 'payments', heading: '2. Payments and fees', blocks: ['Guests pay a guest service fee of 10%.'] },
  ],
};

export const PRIVACY = {
  ...TERMS,
  slug: 'privacy',
  title: 'Privacy Policy',
  version: 3,
  sections: [
    { id: 'information-we-collect', heading: '1. Information we collect', blocks: ['Account details.'] },
    { id: 'california-privacy', heading: '7. California privacy rights', blocks: ['If you live in California…'] },
  ],
};

const summary = (slug: string, title: string, category: string, label: string) => ({
  slug,
  title,
  excerpt: `About ${title}.`,
  category,
  category_label: label,
  published: '2026-11-02',
  minutes: 5,
});

export const ARTICLES = [
  summary('plan-a-memorable-offsite', 'How to plan an offsite', 'guides', 'Guides'),
  summary('questions-before-booking-a-studio', '10 questions to ask', 'production', 'Production'),
  summary('dinner-party-for-20', 'Dinner for 20', 'events', 'Events'),
  summary('natural-light-for-your-shoot', 'Natural light', 'production', 'Production'),
  summary('hybrid-meeting-checklist', 'Hybrid meetings', 'meetings', 'Meetings'),
];

export const CATEGORIES = [
  { id: 'guides', label: 'Guides', count: 1 },
  { id: 'production', label: 'Production', count: 2 },
  { id: 'events', label: 'Events', count: 1 },
  { id: 'meetings', label: 'Meetings', count: 1 },
  { id: 'host-stories', label: 'Host stories', count: 0 },
];

/** The blog index as the API pages it (4 per page). */
export function articleIndex(query: Record<string, unknown>) {
  const category = typeof query.category === 'string' ? query.category : null;
  const page = Number(query.page ?? 1);
  const matching = ARTICLES.filter((article) => !category || article.category === category);
  return {
    locale: 'en-US',
    category,
    page,
    pages: Math.max(1, Math.ceil(matching.length / 4)),
    total: matching.length,
    categories: CATEGORIES,
    articles: matching.slice((page - 1) * 4, page * 4),
  };
}

export const LOCATIONS = {
  locale: 'en-US',
  countries: [
    {
      country: 'US',
      name: 'United States',
      cities: [
        { id: 'new-york', name: 'New York', region: 'New York', href: '/us/s/?location=new%20york%2C%20ny' },
        { id: 'austin', name: 'Austin', region: 'Texas', href: '/us/s/?location=austin%2C%20tx' },
      ],
    },
    { country: 'DE', name: 'Germany', cities: [{ id: 'berlin', name: 'Berlin', region: 'Berlin', href: '/us/s/?location=berlin%2C%20berlin' }] },
  ],
};
