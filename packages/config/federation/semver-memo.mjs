// The federation runtime's `satisfy(version, range)`, answered once per pair (see
// FederationSemverMemoPlugin in ../webpack-preset.mjs and docs/decisions/main-thread-tasks.md).
// The runtime asks it each time a build consumes a shared module, for the same few pairs
// ("19.3.1" against "^19.3.1" for React, once per remote), and each answer builds its regular
// expressions afresh: on a phone's CPU, the largest single cost of the runtime on a page load.
// The answer for a pair never changes, so it is kept; the runtime's own function still decides it.
// The request is resolved by the plugin to the runtime's own file.
import { satisfy as decide } from 'hourspace-federation-semver-original';

const answers = new Map();

/** @param {string} version @param {string} range @returns {boolean} */
export function satisfy(version, range) {
  const key = `${version}\u0000${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = decide(version, range);
    answers.set(key, answer);
  }
  return answer;
}
