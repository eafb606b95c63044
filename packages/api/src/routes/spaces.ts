import { AddOnIdsSchema, BookingQuoteQuerySchema, ListingUpdateSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../lib/clock';
import { idParam } from '../lib/params';
import { objectBody, parseWith, queryValue } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { instantFor, quoteCancellation } from '../services/bookings';
import { hostListings, quoteFor, spaceCalendar, spaceDetail, spaceOr404 } from '../services/spaces';
import { readListing, setListingStatus, updateListing } from '../services/host-listings';
import { listDrafts } from '../services/listing-drafts';

export function spaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The space page: photos, details, host, reviews with responses, similar spaces. */
  app.get('/v1/spaces/:space', async (request, reply) => {
    // Read by everyone alike (no viewer-dependent part), so cached across viewers.
    const id = idParam(request.params, 'space');
    const origin = ctx.config.publicUrl;
    return ctx.responseCache.serve(reply, `space|${origin}|${id}`, ['spaces', 'hosts', `space:${id}`], () => spaceDetail(ctx, id, origin));
  });

  /** The price of a date and hours (?starts_at&ends_at, local 'YYYY-MM-DDTHH:mm:00', and ?add_ons=1,2 picked), and whether they can be booked. */
  app.get('/v1/spaces/:space/quote', async (request) => {
    const id = idParam(request.params, 'space');
    const time = parseWith(BookingQuoteQuerySchema, { starts_at: queryValue(request.query, 'starts_at'), ends_at: queryValue(request.query, 'ends_at') });
    const rawAddOns = queryValue(request.query, 'add_ons');
    const addOns = parseWith(AddOnIdsSchema, rawAddOns ? rawAddOns.split(',').map((n) => (/^\d{1,9}$/.test(n) ? Number(n) : NaN)) : []);
    const space = await spaceOr404(ctx, id);
    const now = dateOf(ctx.clock);
    const { minor: _minor, money: _money, ...quote } = await quoteFor(ctx, space, time, now, addOns);
    // docs/decisions/checkout-flow.md: whether this request would be confirmed at once, and the
    // cancellation policy's dated steps as if booked now for this start.
    return { ...quote, instant: instantFor(space, time.starts_at, now), cancellation: quoteCancellation(space, time.starts_at, now) };
  });

  /** Opening hours and the booked times between ?from and ?to (YYYY-MM-DD). */
  app.get('/v1/spaces/:space/calendar', async (request) => {
    const space = await spaceOr404(ctx, idParam(request.params, 'space'));
    return spaceCalendar(ctx, space, queryValue(request.query, 'from') ?? '', queryValue(request.query, 'to') ?? '');
  });

  /** The logged-in host's own spaces with their status, and their drafts not yet published (`/mylistings`). */
  app.get('/v1/hosts/me/spaces', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const listed = await hostListings(ctx, profile.id, ctx.config.publicUrl);
    return { ...listed, drafts: (await listDrafts(ctx, profile)).data };
  });

  /** One of the host's published listings with every editable field (docs/decisions/listing-publish.md). */
  app.get('/v1/hosts/me/spaces/:space', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return readListing(ctx, profile, idParam(request.params, 'space'));
  });

  /** Edits any fields of the host's published listing, with the draft's rules. */
  app.put('/v1/hosts/me/spaces/:space', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'space');
    return updateListing(ctx, profile, id, parseWith(ListingUpdateSchema, objectBody(request.body)));
  });

  /** Takes the listing out of search and new requests; bookings made stay. */
  app.post('/v1/hosts/me/spaces/:space/pause', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return setListingStatus(ctx, profile, idParam(request.params, 'space'), 'paused');
  });

  /** Puts a paused listing back. */
  app.post('/v1/hosts/me/spaces/:space/resume', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return setListingStatus(ctx, profile, idParam(request.params, 'space'), 'published');
  });
}
