import { BoardSchema, MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../lib/errors';
import { idParam } from '../lib/params';
import { objectBody, parseWith, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import { createBoard, deleteBoard, listBoards, readBoard, saveSpace, savedSpaceIds, unsaveEverywhere, unsaveSpace, updateBoard, type BoardRef } from '../services/boards';
import type { AppContext } from '../services/context';

/** `:board` of a path: `default` (the person's default board, made on first use) or a positive id. */
function boardParam(params: unknown): BoardRef {
  return (params as Record<string, unknown> | undefined)?.board === 'default' ? 'default' : idParam(params, 'board');
}

/** A create body's optional `space_id`: absent or null, else a positive id. */
function optionalSpaceId(body: Record<string, unknown>): number | null {
  const raw = body.space_id;
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 && raw < 1e9) return raw;
  throw validationError([{ field: 'space_id', message: MESSAGES['request.invalid'] }]);
}

/** A guest's boards of saved spaces (spec §2 `/boards`); every route reads and changes only the caller's own boards. */
export function boardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const origin = ctx.config.publicUrl;

  /** The caller's boards with count and cover, the default board first. */
  app.get('/v1/boards', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return listBoards(ctx, profile, origin);
  });

  /** A new board ({name, description?, space_id?}); with space_id the space is saved on it. */
  app.post('/v1/boards', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = objectBody(request.body);
    const board = parseWith(BoardSchema, withKeys({ name: body.name, description: body.description }, ['name']));
    return reply.status(201).send(await createBoard(ctx, profile, board, optionalSpaceId(body), origin));
  });

  /** Every space id the caller saved on any board (the hearts of a results page). */
  app.get('/v1/boards/saved-spaces', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return savedSpaceIds(ctx, profile);
  });

  /** Takes a space off every board of the caller (a press on a filled heart). */
  app.delete('/v1/boards/saved-spaces/:space', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return unsaveEverywhere(ctx, profile, idParam(request.params, 'space'));
  });

  /** One board with its spaces as cards. */
  app.get('/v1/boards/:board', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return readBoard(ctx, profile, boardParam(request.params), origin);
  });

  /** Renames and re-describes a board ({name, description?}). */
  app.put('/v1/boards/:board', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const ref = boardParam(request.params);
    const body = objectBody(request.body);
    return updateBoard(ctx, profile, ref, parseWith(BoardSchema, withKeys({ name: body.name, description: body.description }, ['name'])), origin);
  });

  /** Deletes a board and its saves. */
  app.delete('/v1/boards/:board', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return deleteBoard(ctx, profile, boardParam(request.params));
  });

  /** Saves a space on a board (`default`: the default board, made on first save). */
  app.put('/v1/boards/:board/spaces/:space', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const ref = boardParam(request.params);
    return saveSpace(ctx, profile, ref, idParam(request.params, 'space'));
  });

  /** Takes a space off a board. */
  app.delete('/v1/boards/:board/spaces/:space', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const ref = boardParam(request.params);
    return unsaveSpace(ctx, profile, ref, idParam(request.params, 'space'));
  });
}
