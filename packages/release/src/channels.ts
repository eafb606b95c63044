import type { ReleaseManifest } from '@hourspace/contracts';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '@hourspace/i18n';
import { ReleaseError } from './artifacts';
import { auditEntry, AUDIT_KEPT } from './audit';
import { readChannel, resolveVersions, writeChannel, type Channel, type ChannelState, type HistoryEntry, type Versions } from './channel-store';
import { compose } from './compose';
import { isRemoteName, REMOTE_NAMES, VERSION_PATTERN, type RemoteName } from './paths';
import { DEFAULT_REMOTES_PREFIX, sameOriginProblems } from './same-origin-remotes';

/**
 * The release commands that change or compare channels: promote, unpin, rollback, status and
 * diff. Each change is recorded (undo stack and audit log) and recomposed; one that cannot
 * compose is not kept.
 */

/** `remote@version` from the command line, refused unless both are well formed. */
export function parsePin(pin: string): { remote: RemoteName; version: string } {
  const at = pin.lastIndexOf('@');
  const remote = pin.slice(0, at);
  const version = pin.slice(at + 1);
  if (at <= 0 || !isRemoteName(remote)) throw new ReleaseError(`"${pin}" is not remote@version (remotes: ${REMOTE_NAMES.join(', ')})`);
  if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" is not a version`);
  return { remote, version };
}

/** A canary `release watch` ended as broken: no rollback may bring it back. */
export interface EndedCanary {
  locale: LocaleCode;
  remote: RemoteName;
  version: string;
}

/**
 * Applies a change to a channel, records it (undo stack and audit log: who, when, what, why) and
 * recomposes; a change that cannot compose is not kept. This is the step inside one working
 * copy; across processes, every change runs under `changeChannel` (atomic-change.ts).
 * `ended` marks `release watch` ending a broken canary (docs/decisions/release-atomic-changes.md):
 * the entry is of kind `canary-ended`, and the canary is taken out of every state on the undo
 * stack, so no rollback restores it.
 */
export function change(name: string, action: string, apply: (channel: Channel) => void, note?: string, ended?: EndedCanary): ReleaseManifest[] {
  const channel = readChannel(name);
  const before = JSON.stringify(channel);
  const previous: ChannelState = { defaults: { ...channel.defaults }, locales: structuredClone(channel.locales), canaries: structuredClone(channel.canaries ?? {}) };
  apply(channel);
  const entry = { ...auditEntry(action, note), ...(ended ? { kind: 'canary-ended' as const } : {}) };
  channel.history = [...channel.history, { ...entry, previous }].slice(-50);
  if (ended) channel.history = channel.history.map((h) => ({ ...h, previous: withoutCanary(h.previous, ended) }));
  channel.audit = [...(channel.audit ?? []), entry].slice(-AUDIT_KEPT);
  writeChannel(channel);
  try {
    return compose(name);
  } catch (error) {
    // A change that cannot compose is not kept: the channel stays as it was.
    writeChannel(JSON.parse(before) as Channel);
    throw error;
  }
}

/** A state without one canary (that remote at that version in that locale). */
function withoutCanary(state: ChannelState, ended: EndedCanary): ChannelState {
  if (state.canaries?.[ended.locale]?.[ended.remote]?.version !== ended.version) return state;
  const canaries = structuredClone(state.canaries);
  delete canaries[ended.locale]![ended.remote];
  return { ...state, canaries };
}

/** A state as comparable text: keys sorted, empty canary maps dropped. */
function canonical(state: ChannelState): string {
  const sort = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sort(v)]),
        )
      : value;
  const canaries = Object.fromEntries(Object.entries(state.canaries ?? {}).filter(([, pins]) => pins && Object.keys(pins).length));
  return JSON.stringify(sort({ defaults: state.defaults, locales: state.locales, canaries }));
}

/** Points a channel (or one locale of it) at a published version of a remote, and recomposes. */
export function promote(name: string, pin: string, locale?: string, note?: string): ReleaseManifest[] {
  const { remote, version } = parsePin(pin);
  if (locale !== undefined && !isLocaleCode(locale)) throw new ReleaseError(`"${locale}" is not a locale (${LOCALE_CODES.join(', ')})`);
  return change(
    name,
    `promote ${remote}@${version}${locale ? ` for ${locale}` : ''}`,
    (channel) => {
      if (locale) channel.locales[locale] = { ...channel.locales[locale], [remote]: version };
      else channel.defaults[remote] = version;
      // Promoting a canary's version finishes the canary: every browser of those locales now runs it.
      for (const l of locale ? [locale] : LOCALE_CODES) {
        const pins = channel.canaries?.[l];
        if (pins?.[remote]?.version === version) delete pins[remote];
      }
    },
    note,
  );
}

/**
 * Where a channel's remotes are served (docs/decisions/same-origin-remotes.md): under `prefix`
 * of the shell's own origin (`sameOrigin`), or each from its own origin. Recorded in the audit
 * log and recomposed like any change; refused (and not kept) when the prefix is not a plain path.
 */
export function setRemoteOrigins(name: string, sameOrigin: boolean, prefix = DEFAULT_REMOTES_PREFIX, note?: string): ReleaseManifest[] {
  if (sameOrigin) {
    const problems = sameOriginProblems({ sameOriginRemotes: { prefix } });
    if (problems.length) throw new ReleaseError(problems.join('; '));
  }
  return change(
    name,
    sameOrigin ? `serve remotes under ${prefix} of the shell's origin` : 'serve each remote from its own origin',
    (channel) => {
      if (sameOrigin) channel.sameOriginRemotes = { prefix };
      else delete channel.sameOriginRemotes;
    },
    note,
  );
}

/** Removes a locale's override of a remote, so it follows the default again. */
export function unpin(name: string, remote: string, locale: string, note?: string): ReleaseManifest[] {
  if (!isRemoteName(remote) || !isLocaleCode(locale)) throw new ReleaseError(`unknown remote "${remote}" or locale "${locale}"`);
  return change(
    name,
    `unpin ${remote} for ${locale}`,
    (channel) => {
      const overrides = { ...channel.locales[locale] };
      delete overrides[remote];
      channel.locales[locale] = overrides;
    },
    note,
  );
}

/**
 * Undoes the channel's last change: a manifest swap, no build. An automatic canary end
 * (`canary-ended`) is never undone: rollback passes over it, and over any change whose undoing
 * would leave the channel as it is (a canary start whose canary the watcher ended, a promote
 * of what already ran), and undoes the newest change before them that changes something
 * (docs/decisions/release-atomic-changes.md).
 */
export function rollback(name: string, note?: string): { undone: string; manifests: ReleaseManifest[] } {
  const channel = readChannel(name);
  const current = canonical({ defaults: channel.defaults, locales: channel.locales, canaries: channel.canaries ?? {} });
  const stack: HistoryEntry[] = [...channel.history];
  let last: HistoryEntry | undefined;
  while ((last = stack.pop())) if (last.kind !== 'canary-ended' && canonical(last.previous) !== current) break;
  if (!last) throw new ReleaseError(`channel "${name}" has nothing to roll back`);
  channel.defaults = last.previous.defaults;
  channel.locales = last.previous.locales;
  // A change recorded before canaries existed had none.
  channel.canaries = last.previous.canaries ?? {};
  channel.history = stack;
  channel.audit = [...(channel.audit ?? []), auditEntry(`rollback "${last.action}"`, note)].slice(-AUDIT_KEPT);
  writeChannel(channel);
  return { undone: last.action, manifests: compose(name) };
}

/** Every locale's resolved versions of a channel. */
export function status(name: string): Record<LocaleCode, Versions> {
  const channel = readChannel(name);
  return Object.fromEntries(LOCALE_CODES.map((l) => [l, resolveVersions(channel, l)])) as Record<LocaleCode, Versions>;
}

/** What differs between two channels, per locale and remote. */
export function diff(a: string, b: string): Array<{ locale: LocaleCode; remote: RemoteName; from: string | undefined; to: string | undefined }> {
  const left = status(a);
  const right = status(b);
  return LOCALE_CODES.flatMap((locale) =>
    REMOTE_NAMES.filter((remote) => left[locale][remote] !== right[locale][remote]).map((remote) => ({
      locale,
      remote,
      from: left[locale][remote],
      to: right[locale][remote],
    })),
  );
}
