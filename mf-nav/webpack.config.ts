import { remoteConfig } from '@hourspace/config/webpack';

// Name, port, exposes and applications: this remote's entry in packages/contracts/registry.json.
// `server`: the bar the home page rendered ahead carries, built for Node too.
export default remoteConfig({ dir: __dirname, server: './src/server/first-screen.tsx' });
