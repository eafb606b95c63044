import { MESSAGES, MessageSendSchema, MessageUpdateSchema } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { forbidden, validationError } from '../lib/errors';
import { uuidParam } from '../lib/params';
import { objectBody, parseWith, queryValue, withKeys } from '../lib/validate';
import { requireUser } from '../services/auth';
import type { AppContext } from '../services/context';
import { listThreads, markThreadRead, readThread, sendMessage, threadCount, updateMessage } from '../services/messages';

export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Unread threads of the logged-in user (spec §7): ?is_read=false&to={SSOid}. */
  app.get('/v1/messages/user/threads/count', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const to = queryValue(request.query, 'to') ?? profile.id;
    const isRead = queryValue(request.query, 'is_read') ?? 'false';
    if (isRead !== 'false' && isRead !== 'true') throw validationError([{ field: 'is_read', message: MESSAGES['request.invalid'] }]);
    if (to !== profile.id) throw forbidden('You can only count your own threads.');
    return threadCount(ctx, profile, isRead);
  });

  /** Sends a message (spec §7 POST /v1/message/send) into a thread, starting one if needed. */
  app.post('/v1/message/send', async (request, reply) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(MessageSendSchema, withKeys(objectBody(request.body), ['to', 'message']));
    if (body.to === profile.id) throw validationError([{ field: 'to', message: 'You cannot send a message to yourself.' }]);
    return reply.status(201).send(await sendMessage(ctx, profile, body));
  });

  /** Marks a message read or unread (its recipient), or edits it (its sender, within 15 minutes). */
  app.put('/v1/message/update', async (request) => {
    const { profile } = await requireUser(ctx, request);
    const body = parseWith(MessageUpdateSchema, withKeys(objectBody(request.body), ['id']));
    return updateMessage(ctx, profile, body);
  });

  /** The user's threads, most recent first, with the other person, the space, the last message and the unread count. */
  app.get('/v1/messages/threads', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return listThreads(ctx, profile, ctx.config.publicUrl);
  });

  /** One thread (its guest or host only; anyone else 404) with its messages and booking requests. */
  app.get('/v1/messages/threads/:thread', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return readThread(ctx, profile, uuidParam(request.params, 'thread'), ctx.config.publicUrl);
  });

  /** Marks every message to the user in the thread read. */
  app.put('/v1/messages/threads/:thread/read', async (request) => {
    const { profile } = await requireUser(ctx, request);
    return markThreadRead(ctx, profile, uuidParam(request.params, 'thread'));
  });
}
