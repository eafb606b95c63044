import { remoteConfig } from '@hourspace/config/webpack';

export default remoteConfig({
  dir: __dirname,
  name: 'mf_search',
  port: 8084,
  exposes: {
    './lifecycles': './src/exposed/lifecycles.tsx',
    './modal': './src/exposed/modal.tsx',
    './hero-search': './src/exposed/hero-search.tsx',
  },
});
