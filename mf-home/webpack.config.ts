import { remoteConfig } from '@hourspace/config/webpack';

export default remoteConfig({
  dir: __dirname,
  name: 'mf_home',
  port: 8081,
  exposes: {
    './lifecycles': './src/exposed/lifecycles.tsx',
  },
});
