import { AddOnSchema, BlockDaySchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../lib/params';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { blockDay, createAddOn, deleteAddOn, hostCalendar, listAddOns, unblockDay, updateAddOn } from '../services/hosting';

/** The host's side of the marketplace: a space's calendar (bookings, blocked days) and its add-ons. Only the space's host; anyone else 403. */
export function hostingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** `/calendar`: one of the host's spaces for ?month=YYYY-MM: its requests, offers and bookings, and its blocked days. */
  app.get('/v1/hosts/me/spaces/:space/calendar', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return hostCalendar(ctx, profile, idParam(request.params, 'space'), queryValue(request.query, 'month') ?? '');
  });

  /** Blocks a day ({day: 'YYYY-MM-DD', title}); no booking can touch it. */
  app.post('/v1/hosts/me/spaces/:space/blocked-days', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'space');
    const body = parseWith(BlockDaySchema, withKeys(objectBody(request.body), ['day', 'title']));
    return reply.status(201).send(await blockDay(ctx, profile, id, body));
  });

  /** Unblocks a day. */
  app.delete('/v1/hosts/me/spaces/:space/blocked-days/:blocked', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    await unblockDay(ctx, profile, idParam(request.params, 'space'), idParam(request.params, 'blocked'));
    return reply.status(204).send();
  });

  /** `/hosting/add-ons`: the add-ons of one of the host's spaces. */
  app.get('/v1/hosts/me/spaces/:space/add-ons', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return listAddOns(ctx, profile, idParam(request.params, 'space'));
  });

  /** Adds an add-on ({name, description?, price, unit: 'booking' | 'hour'}). */
  app.post('/v1/hosts/me/spaces/:space/add-ons', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const id = idParam(request.params, 'space');
    const body = parseWith(AddOnSchema, withKeys(objectBody(request.body), ['name', 'price', 'unit']));
    return reply.status(201).send(await createAddOn(ctx, profile, id, body));
  });

  /** Changes an add-on (the whole of it, as the form sends it). */
  app.put('/v1/hosts/me/spaces/:space/add-ons/:addon', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const space = idParam(request.params, 'space');
    const addOn = idParam(request.params, 'addon');
    const body = parseWith(AddOnSchema, withKeys(objectBody(request.body), ['name', 'price', 'unit']));
    return updateAddOn(ctx, profile, space, addOn, body);
  });

  /** Removes an add-on; requests already made keep theirs. */
  app.delete('/v1/hosts/me/spaces/:space/add-ons/:addon', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    await deleteAddOn(ctx, profile, idParam(request.params, 'space'), idParam(request.params, 'addon'));
    return reply.status(204).send();
  });
}
