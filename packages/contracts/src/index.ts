/**
 * What the shell, the remotes and the release tool agree on. Node-safe except `navigate`.
 * The registry itself (every remote and its port) is `@hourspace/contracts/registry`: only
 * build tooling and a remote reading its own routes import it; the shell never does. The API
 * imports the redirect check alone from `@hourspace/contracts/redirect`.
 */
export {
  afterFirstScreen,
  AppSchema,
  containerName,
  FALLBACKS,
  RemoteDeclarationSchema,
  RemoteNameSchema,
  SLOT_IDS,
  SLOTS,
  type App,
  type RemoteDeclaration,
  type Slot,
} from './declaration';
export {
  CanaryReleaseSchema,
  HealthPolicySchema,
  MANIFEST_SCHEMA,
  OriginSchema,
  OverridePolicySchema,
  ReleaseManifestSchema,
  REMOTE_HEALTH_PATH,
  RemoteBuildSchema,
  RemoteReleaseSchema,
  type CanaryRelease,
  type HealthPolicy,
  type ManifestInput,
  type OverridePolicy,
  type ReleaseManifest,
  type RemoteBuild,
  type RemoteRelease,
  type WebEnvironment,
  WebEnvironmentSchema,
} from './manifest';
export { clearWebEnvironment, findWebEnvironment, setWebEnvironment, webEnvironment } from './environment';
export { isRoutePattern, matchRoute, normalizePath, resolveRoute, routeOwner, specificity, type Route, type RouteParams } from './routes';
export type { RemoteProps, ShellServices } from './props';
export { navigate } from './navigate';
export { safeHref, sameSiteTarget } from './redirect';
export { spaceRest, spaceSlug } from './space-path';
export {
  FIRST_SCREEN_URL_ATTRIBUTE,
  HELD_PRESS_PROPERTY,
  heldPressTarget,
  PARCEL_ATTRIBUTE,
  PARCEL_MEDIA_ATTRIBUTE,
  PARCEL_PLACED_PROPERTY,
  parcelStateKey,
  SERVER_MARKUP_ATTRIBUTE,
  serverStateId,
} from './first-screen';
