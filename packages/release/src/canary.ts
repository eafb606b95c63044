import type { ReleaseManifest } from '@hourspace/contracts';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '@hourspace/i18n';
import { ReleaseError } from './artifacts';
import { LOCAL_API_ORIGIN } from './channel-environment';
import { readChannel, resolveVersions } from './channel-store';
import { change, parsePin } from './channels';
import { isRemoteName, type RemoteName } from './paths';
import { countsFor, DEFAULT_THRESHOLDS, judgeCanary, type BuildCounts, type Verdict, type WatchThresholds } from './watch';

/**
 * Canary releases (docs/decisions/release-canary-cohorts.md): a locale runs a new
 * build of a remote for `percent` % of its browsers. The channel records the canary, compose
 * writes it into the locale's one manifest, the shell picks the side per browser.
 */

function checkLocale(locale: string | undefined): LocaleCode {
  if (!locale || !isLocaleCode(locale)) throw new ReleaseError(`a canary is per locale: --locale one of ${LOCALE_CODES.join(', ')}`);
  return locale;
}

/** Starts (or resizes) a canary: `percent` % of the locale's browsers get `remote@version`. */
export function startCanary(name: string, pin: string, locale: string | undefined, percent: number, note?: string): ReleaseManifest[] {
  const { remote, version } = parsePin(pin);
  const l = checkLocale(locale);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseError(`--percent is a whole number from 1 to 99 (100 % is a promote)`);
  const stable = resolveVersions(readChannel(name), l)[remote];
  if (stable === version) throw new ReleaseError(`${l} already runs ${remote}@${version} for everyone`);
  return change(
    name,
    `canary ${remote}@${version} at ${percent} % for ${l}`,
    (channel) => {
      channel.canaries = { ...channel.canaries, [l]: { ...channel.canaries?.[l], [remote]: { version, percent } } };
    },
    note,
  );
}

/**
 * Ends a locale's canary of a remote: every browser goes back to the stable build. `automatic`
 * is `release watch` ending it as broken: a change of its own kind (`canary-ended`) that no
 * rollback undoes into that build (docs/decisions/release-atomic-changes.md).
 */
export function endCanary(name: string, remote: string, locale: string | undefined, note?: string, automatic = false): ReleaseManifest[] {
  const l = checkLocale(locale);
  const pin = readChannel(name).canaries?.[l]?.[remote as RemoteName];
  if (!pin || !isRemoteName(remote)) throw new ReleaseError(`${l} has no canary of ${remote} on ${name}`);
  return change(
    name,
    `end canary ${remote}@${pin.version} for ${l}`,
    (channel) => {
      delete channel.canaries?.[l]?.[remote];
    },
    note,
    automatic ? { locale: l, remote, version: pin.version } : undefined,
  );
}

export interface CanarySplit {
  locale: LocaleCode;
  remote: RemoteName;
  stable: string | undefined;
  canary: string;
  percent: number;
}

/** Every canary under way on a channel, with the stable version beside it. */
export function canarySplits(name: string): CanarySplit[] {
  const channel = readChannel(name);
  return LOCALE_CODES.flatMap((locale) =>
    Object.entries(channel.canaries?.[locale] ?? {}).flatMap(([remote, pin]) =>
      pin ? [{ locale, remote, stable: resolveVersions(channel, locale)[remote], canary: pin.version, percent: pin.percent }] : [],
    ),
  );
}

export interface WatchOutcome extends CanarySplit {
  verdict: Verdict;
  rolledBack: boolean;
}

/**
 * One look at a channel's canaries: each is judged against its stable build from the
 * API's counts, and one clearly worse is ended at once, the reason in its note.
 */
export function watchOnce(name: string, builds: BuildCounts[], thresholds: WatchThresholds = DEFAULT_THRESHOLDS): WatchOutcome[] {
  return canarySplits(name).map((split) => {
    const verdict = judgeCanary(countsFor(builds, split.locale, split.remote, split.canary), countsFor(builds, split.locale, split.remote, split.stable ?? ''), thresholds);
    if (verdict.verdict !== 'roll back') return { ...split, verdict, rolledBack: false };
    endCanary(name, split.remote, split.locale, `automatic rollback by release watch: ${verdict.reason}`, true);
    return { ...split, verdict, rolledBack: true };
  });
}

/** The API `release watch` reads: --api, else the channel's API origin, else the local one. */
export function watchApiOrigin(name: string, given?: string): string {
  return given ?? readChannel(name).environment?.apiOrigin ?? LOCAL_API_ORIGIN;
}
