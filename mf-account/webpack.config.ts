import { remoteConfig } from '@hourspace/config/webpack';

export default remoteConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 8085,
  exposes: {
    './lifecycles': './src/exposed/lifecycles.tsx',
  },
});
