import { createApiClient } from '@hourspace/api-client';
import { createParcelRenderer } from '@hourspace/remote/server';
import { breakpoints, mediaDown } from '@hourspace/ui';
import { heroSearchDefinition } from '../app/hero-search-definition';
import { createSearchFormApi } from '../app/search-form-api';
import { locationPrefillQuery } from '../lib/api/get-location-prefill';

/**
 * mf-search's parcels rendered to HTML when a release is composed (the preset's server build,
 * run by `release prerender`): the home hero's search form, with the locale's default place
 * read from the channel's API, so the form is in the page's HTML and paints with the hero.
 * The page fetches the parcel when the person reaches for it or once it has loaded, and
 * hydrates it (docs/decisions/parcel-markup-ahead.md).
 *
 * The form lays itself out for phones or for wide screens by a media query (`useMediaQuery`,
 * whose server value is the phone layout): the markup is the form's first render below the
 * desktop breakpoint only, and a wide screen drops it and renders the form afresh.
 */
export const renderParcel = createParcelRenderer({
  'hero-search': {
    definition: heroSearchDefinition,
    // The complement of the form's `mediaUp('desktop')`, to the hundredth of a pixel.
    media: mediaDown(breakpoints.desktop - 0.02),
    // A client of its own: no page, no cookies; the read is public.
    load: (client, input) => client.prefetchQuery(locationPrefillQuery(createSearchFormApi(createApiClient({ getAccessToken: () => null })), input.locale)),
  },
});
