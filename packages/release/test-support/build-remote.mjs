// Builds one remote in production mode into a given folder, with no webpack cache, for the
// release tests (a build carries no environment: docs/decisions/release-environment-in-the-channel.md). Usage:
//   node build-remote.mjs <remote dir> <output dir>
// It never writes the remote's dist/ or its cache, so it cannot collide with turbo's builds.
import path from 'node:path';
import webpack from 'webpack';
import { remoteConfig } from '@hourspace/config/webpack';

const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: node build-remote.mjs <remote dir> <output dir>');
  process.exit(2);
}
const config = remoteConfig({ dir: path.resolve(dir) })(undefined, { mode: 'production' });
config.cache = false;
config.output = { ...config.output, path: path.resolve(out) };
webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  process.exit(0);
});
