import { devWebEnvironment } from '@hourspace/contracts/dev-environment';

/** A valid release manifest with one remote: the fixture the manifest and override tests share. */
export const GOOD_MANIFEST = {
  schema: 3,
  locale: 'en-US',
  channel: 'local',
  remotes: { 'mf-home': { version: '1.0.0', entry: 'http://localhost:8081/1.0.0/remoteEntry.js', integrity: 'sha384-x', apps: [], parcels: {} } },
  environment: devWebEnvironment(),
};
