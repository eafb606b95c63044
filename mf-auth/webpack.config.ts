import { remoteConfig } from '@hourspace/config/webpack';

export default remoteConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 8082,
  exposes: {
    './lifecycles': './src/exposed/lifecycles.tsx',
  },
});
