import { remoteConfig } from '@hourspace/config/webpack';

// Name, port, exposes and applications: this remote's entry in packages/contracts/registry.json.
// `server`: its parcels that a page rendered ahead carries (the home hero's form), built for Node too.
export default remoteConfig({ dir: __dirname, server: './src/server/first-screen.tsx' });
