import { remoteConfig } from '@hourspace/config/webpack';

// Name, port, exposes and applications: this remote's entry in packages/contracts/registry.json.
export default remoteConfig({ dir: __dirname });
