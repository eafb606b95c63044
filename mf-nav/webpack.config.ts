import { remoteConfig } from '@hourspace/config/webpack';

export default remoteConfig({
  dir: __dirname,
  name: 'mf_nav',
  port: 8083,
  exposes: {
    './lifecycles': './src/exposed/lifecycles.tsx',
    './footer': './src/exposed/footer.tsx',
  },
});
