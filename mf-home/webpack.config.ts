import { remoteConfig } from '@hourspace/config/webpack';

// Name, port, exposes and applications: this remote's entry in packages/contracts/registry.json.
// `server`: its first screen, built for Node too and rendered when a release is composed.
export default remoteConfig({ dir: __dirname, server: './src/server/first-screen.tsx' });
