/**
 * @hourspace/release: immutable remote artifacts, channels composed into one release
 * manifest per locale, promote / rollback / diff / status, and the local servers.
 */
export { publish, readArtifact, listArtifacts, digestFolder, ReleaseError, type ArtifactRecord } from './artifacts';
export {
  compose,
  promote,
  unpin,
  rollback,
  status,
  diff,
  createChannel,
  readChannel,
  checkCompatibility,
  manifestsDir,
  pageFile,
  type Channel,
  type ReleaseManifest,
} from './channels';
export { createStaticServer, listen } from './static-server';
export { shellPageHeadersFor } from './serve';
export { REMOTES, REMOTE_NAMES, SHELL_PORT, API_PORT, type RemoteName } from './paths';
