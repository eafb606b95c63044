/**
 * @hourspace/bus: the one typed, versioned event bus remotes meet on.
 * Events (`auth:open`, `search:open`, `promo:open`, `analytics:track`, …) and sticky
 * topics (`session`, `locale`, `consent`), checked with valibot on receipt.
 */
export { getBus, createBus, BUS_GLOBAL_KEY, BusErrorCode, type Bus } from './bus';
export {
  BUS_CONTRACT_MAJOR,
  EventSchemas,
  StateSchemas,
  NavStateSchema,
  BusProfileSchema,
  type EventMap,
  type EventName,
  type StateMap,
  type StateName,
  type NavState,
  type BusProfile,
  type SessionState,
  type LocaleState,
  type ConsentState,
} from './events';
