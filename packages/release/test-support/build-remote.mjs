// Builds one remote in production mode into a given folder, with no webpack cache, for the
// release tests (a build carries no environment: docs/decisions/release-environment-in-the-channel.md). Usage:
//   node build-remote.mjs <remote dir> <output dir> [--no-minify]
// --no-minify skips the minifier, most of a build's time: what a build carries and whether two
// builds are the same bytes do not depend on it (docs/decisions/test-suite-time.md).
// It never writes the remote's dist/ or its cache, so it cannot collide with turbo's builds.
import path from 'node:path';
import webpack from 'webpack';
import { remoteConfig } from '@hourspace/config/webpack';

const [dir, out, ...flags] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: node build-remote.mjs <remote dir> <output dir>');
  process.exit(2);
}
const config = remoteConfig({ dir: path.resolve(dir) })(undefined, { mode: 'production' });
config.cache = false;
if (flags.includes('--no-minify')) config.optimization = { ...config.optimization, minimize: false };
config.output = { ...config.output, path: path.resolve(out) };
webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  process.exit(0);
});
