import fs from 'node:fs';
import path from 'node:path';
import type { LocaleCode } from '@hourspace/i18n';
import { ReleaseError } from './artifacts';
import { auditEntry, type AuditEntry } from './audit';
import { defaultOrigins, type ChannelEnvironment } from './channel-environment';
import { writeJsonAtomic } from './channel-files';
import { artifactsRoot, type RemoteName } from './paths';
import type { SameOriginRemotes } from './same-origin-remotes';

/** A version of each remote (some of them). */
export type Versions = Partial<Record<RemoteName, string>>;

/** A channel: default versions, per-locale overrides, where artifacts are served, its environment and its history. */
export interface Channel {
  channel: string;
  origins: Record<RemoteName, string>;
  environment?: ChannelEnvironment;
  /**
   * Every remote served under this path of the shell's origin instead of its own origin
   * (docs/decisions/same-origin-remotes.md); absent: each remote from `origins`, as before.
   */
  sameOriginRemotes?: SameOriginRemotes;
  defaults: Versions;
  locales: Partial<Record<LocaleCode, Versions>>;
  /** Canaries under way (docs/decisions/release-canary-cohorts.md): per locale, per remote, the canary version and its share of browsers. */
  canaries?: Partial<Record<LocaleCode, Partial<Record<RemoteName, CanaryPin>>>>;
  /** The undo stack `rollback` pops: each change with the state before it. */
  history: HistoryEntry[];
  /** Every change, rollbacks included, append-only: who, when, what, why (`--note`). */
  audit?: AuditEntry[];
}

/** A channel's versions and canaries: what a change changes and a rollback restores. */
export interface ChannelState {
  defaults: Versions;
  locales: Channel['locales'];
  canaries?: Channel['canaries'];
}

/**
 * One change on the undo stack, with the state before it. `kind: 'canary-ended'` marks
 * `release watch` ending a canary it judged broken: `rollback` never undoes it, and no
 * `previous` on the stack holds that canary any more (docs/decisions/release-atomic-changes.md).
 */
export interface HistoryEntry {
  at: string;
  by?: string;
  note?: string;
  action: string;
  kind?: 'change' | 'canary-ended';
  previous: ChannelState;
}

/** A canary of one remote in one locale. */
export interface CanaryPin {
  version: string;
  percent: number;
}

const CHANNEL_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The name, refused unless it is a channel name (lower-case letters, digits, dashes). */
export function checkChannelName(name: string): string {
  if (!CHANNEL_NAME.test(name)) throw new ReleaseError(`"${name}" is not a channel name (lower-case letters, digits, dashes)`);
  return name;
}

function channelFile(name: string): string {
  return path.join(artifactsRoot(), 'channels', `${checkChannelName(name)}.json`);
}

export function readChannel(name: string): Channel {
  const file = channelFile(name);
  if (!fs.existsSync(file)) throw new ReleaseError(`channel "${name}" does not exist (${file})`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Channel;
}

export function channelExists(name: string): boolean {
  return fs.existsSync(channelFile(name));
}

export function writeChannel(channel: Channel): void {
  writeJsonAtomic(channelFile(channel.channel), channel);
}

/** The version of every remote a locale gets: its overrides over the defaults. */
export function resolveVersions(channel: Channel, locale: LocaleCode): Versions {
  return { ...channel.defaults, ...channel.locales[locale] };
}

/** Creates a channel whose defaults are the given versions (or a copy of another channel). */
export function createChannel(name: string, defaults: Versions, origins = defaultOrigins(), environment?: ChannelEnvironment, sameOriginRemotes?: SameOriginRemotes): Channel {
  const channel: Channel = {
    channel: name,
    origins,
    ...(environment ? { environment } : {}),
    ...(sameOriginRemotes ? { sameOriginRemotes } : {}),
    defaults,
    locales: {},
    history: [],
    audit: [auditEntry(`create channel ${name}`)],
  };
  writeChannel(channel);
  return channel;
}
