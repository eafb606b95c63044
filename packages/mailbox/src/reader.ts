import type { FastifyInstance } from 'fastify';
import type { MailboxStore, StoredMessage, StoredSms } from './store';

type Query = { to?: string; since?: string };

/** A `since` time (messages received after it are listed), or an error message for a value that is not one. */
function sinceOf(value: string | undefined): number | string {
  if (value === undefined || value === '') return -Infinity;
  const at = Date.parse(value);
  return Number.isNaN(at) ? `since must be an ISO 8601 time, got '${value}'` : at;
}

/** Phone numbers compared by digits, so `+1 (415) 555-0100` finds `+14155550100`; a number without its country code still matches. */
function samePhone(stored: string, asked: string): boolean {
  const a = stored.replace(/\D/g, '');
  const b = asked.replace(/\D/g, '');
  return b.length >= 7 && (a === b || a.endsWith(b));
}

const newestFirst = <T extends { id: number }>(items: readonly T[]): T[] => [...items].sort((x, y) => y.id - x.id);

/** The HTTP reader (docs/decisions/mail-and-sms.md): the development outbox page and the tests read what arrived here. */
export function readerRoutes(app: FastifyInstance, store: MailboxStore): void {
  app.get<{ Querystring: Query }>('/messages', async (request, reply) => {
    const since = sinceOf(request.query.since);
    if (typeof since === 'string') return reply.status(400).send({ error: since });
    const to = request.query.to?.trim().toLowerCase();
    const match = (m: StoredMessage) => (!to || m.to.some((a) => a.toLowerCase() === to)) && Date.parse(m.received_at) > since;
    return { data: newestFirst(store.messages().filter(match)) };
  });

  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const message = store.messages().find((m) => String(m.id) === request.params.id);
    return message ?? reply.status(404).send({ error: `no message ${request.params.id}` });
  });

  app.delete('/messages', async (_request, reply) => {
    store.clear();
    return reply.status(204).send();
  });

  app.get<{ Querystring: Query }>('/sms', async (request, reply) => {
    const since = sinceOf(request.query.since);
    if (typeof since === 'string') return reply.status(400).send({ error: since });
    const to = request.query.to?.trim();
    const match = (s: StoredSms) => (!to || samePhone(s.to, to)) && Date.parse(s.received_at) > since;
    return { data: newestFirst(store.sms().filter(match)) };
  });

  app.get('/health', async () => ({ status: 'ok' }));
}
