/**
 * @hourspace/bus: the one typed, versioned bus remotes meet on. Three kinds, each checked
 * with valibot on receipt:
 * - events (`auth:signed-in`, `analytics:track`, …): news for whoever listens now;
 * - sticky state (`session`, `locale`, `consent`): the last value, handed to late subscribers;
 * - requests (`auth:open`, `promo:open`, `search:open`, `search:activities`, `session:refresh`): commands to one
 *   owner, which wait for it to subscribe (see docs/decisions/bus-requests.md).
 */
export { getBus, createBus, BUS_GLOBAL_KEY, BusErrorCode, DEFAULT_REQUEST_TIMEOUT_MS, type Bus, type BusOptions } from './bus';
export {
  BUS_CONTRACT_MAJOR,
  EventSchemas,
  StateSchemas,
  RequestSchemas,
  NavStateSchema,
  BusProfileSchema,
  type EventMap,
  type EventName,
  type StateMap,
  type StateName,
  type RequestMap,
  type RequestName,
  type NavState,
  type BusProfile,
  type SessionState,
  type LocaleState,
  type ConsentState,
} from './events';
