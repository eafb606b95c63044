/**
 * @hourspace/release: immutable remote artifacts, channels composed into one release
 * manifest per locale, promote / rollback / diff / status, and the local servers.
 */
export { publish, readArtifact, listArtifacts, digestFolder, ReleaseError, type ArtifactRecord } from './artifacts';
export { promote, unpin, rollback, status, diff, setRemoteOrigins } from './channels';
export { DEFAULT_REMOTES_PREFIX } from './same-origin-remotes';
export { compose } from './compose';
export { createChannel, readChannel, type Channel } from './channel-store';
export { checkCompatibility } from './compatibility';
export { manifestsDir, pageFile } from './channel-files';
export type { ReleaseManifest } from '@hourspace/contracts';
export { createStaticServer, listen } from './static-server';
export { shellPageHeadersFor } from './serve';
export { REMOTES, REMOTE_NAMES, SHELL_PORT, API_PORT, type RemoteName } from './paths';
