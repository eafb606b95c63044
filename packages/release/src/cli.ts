import { ReleaseError, listArtifacts, publish } from './artifacts';
import { defaultOrigins, LOCAL_API_ORIGIN } from './channel-environment';
import { channelExists, createChannel, readChannel } from './channel-store';
import { diff, promote, rollback, setRemoteOrigins, status, unpin } from './channels';
import { DEFAULT_REMOTES_PREFIX } from './same-origin-remotes';
import { compose } from './compose';
import { isRemoteName, REMOTE_NAMES } from './paths';
import { serve } from './serve';
import { dev } from './dev';
import { measure, reportBudgets } from './budget';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onStorage, pullSite } from './bucket';
import { changeChannel } from './atomic-change';
import { LocalStorage, storageFrom } from './storage';
import { verify } from './verify';
import { canarySplits, endCanary, startCanary, watchApiOrigin, watchOnce } from './canary';
import { fetchCounts } from './watch';
import { prerender } from './prerender';

const HELP = `hourspace release: compose remote versions per locale

  release publish <remote|all> [--version 1.2.3] [--local] [--dist dir] [--promote]  copy a build (--promote: make it the channel default) into artifacts/<remote>/<version>/
  release compose [--channel local]                          write one manifest per locale, or refuse
  release prerender [--channel local]                        render each locale's home page ahead from the channel's API (after compose)
  release create <channel> [--from <channel>]                a new channel: a copy of another, or the newest published versions
  release promote <remote>@<version> [--locale de-DE] [--channel local]   (promoting a canary's version finishes it)
  release unpin <remote> --locale de-DE [--channel local]    the locale follows the default again
  release canary <remote>@<version> --locale de-DE --percent 10 [--channel local]
                                                             that share of the locale's browsers run the build (sticky per browser)
  release origins [<channel>] --same-origin [--path /_remotes] | --own-origins
                                                             serve every remote under that path of the shell's origin, or each from its own
  release rollback [--channel local]                         undo the channel's last change (no build)
  release rollback --canary <remote> --locale de-DE          end that canary: everyone back on the stable build
  release watch [--channel local] [--once] [--interval 60] [--minutes 60] [--api <origin>]
                                                             end any canary failing clearly more than its stable build
                                                             (reads the API's counts with RELEASE_HEALTH_TOKEN)
  release history [--channel local]                          who changed what, when and why
  release status [--channel local]                           versions per locale, and the canary split
  release diff <channelA> <channelB>                         what differs, per locale and remote
  release list <remote>                                      published versions
  release verify [--channel local] [--site <origin>]         fetch every entry of every locale: there, matching its integrity, singletons meet
                                                             (a same-origin channel's entries from --site, default the local shell)
  release serve [--channel local] [--no-api]                 serve the shell, remotes, manifests and API
  release serve --channel <name> --preview                   only that channel's shell, on a preview port beside a running site
  release serve --bucket <name> --channel prod [--sync 5]    serve the site as the bucket's manifests say (followed every 5 s)
  release budget                                             gzip sizes of every build against its budget
  release dev                                                hot-reloading dev servers for the shell and every remote

  Every change takes --note "why"; who is RELEASE_ACTOR, GITHUB_ACTOR or the login.
  Storage: the local artifacts/ folder, or an S3-compatible bucket with
  --bucket <name> [--endpoint <url>] [--prefix <folder>] (or HOURSPACE_S3_BUCKET, HOURSPACE_S3_ENDPOINT,
  HOURSPACE_S3_PREFIX, HOURSPACE_S3_REGION; credentials from the AWS SDK's chain, e.g. AWS_ACCESS_KEY_ID).`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new ReleaseError(`--${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const i = args.indexOf(`--${name}`);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
}

export async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const command = args.shift();
  const channel = option(args, 'channel') ?? 'local';
  const bucket = option(args, 'bucket');
  const endpoint = option(args, 'endpoint');
  const prefix = option(args, 'prefix');
  const storage = storageFrom({ ...(bucket ? { bucket } : {}), ...(endpoint ? { endpoint } : {}), ...(prefix ? { prefix } : {}) });
  const on = <T>(operation: () => T) => onStorage(storage, operation);
  // Every change of a channel goes through changeChannel (docs/decisions/release-atomic-changes.md).
  const changing = <T>(name: string, operation: () => T) => changeChannel(storage, name, operation);
  const note = option(args, 'note');
  switch (command) {
    case 'publish': {
      const version = option(args, 'version');
      const distDir = option(args, 'dist');
      const local = flag(args, 'local');
      const andPromote = flag(args, 'promote');
      const targets = args[0] === 'all' ? REMOTE_NAMES : args.filter(isRemoteName);
      if (!targets.length) throw new ReleaseError(`publish what? one of: all, ${REMOTE_NAMES.join(', ')}`);
      for (const remote of targets) {
        // One operation per remote: its files, then its record, then (with --promote) the manifests.
        const run = <T>(operation: () => T) => (andPromote ? changing(channel, operation) : on(operation));
        const record = await run(() => {
          const published = publish(remote, { ...(version ? { version } : {}), ...(distDir ? { distDir } : {}), local });
          if (andPromote) promote(channel, `${remote}@${published.version}`, undefined, note);
          return published;
        });
        console.log(`${remote}@${record.version} ${record.integrity}`);
      }
      return 0;
    }
    case 'prerender': {
      const outcomes = await on(() => prerender(channel));
      for (const o of outcomes) console.log(`${o.locale}: ${o.result}${o.app ? ` (${o.remote} ${o.app})` : ''}${o.detail ? `: ${o.detail}` : ''}`);
      return outcomes.some((o) => o.result === 'failed') ? 1 : 0;
    }
    case 'compose':
      console.log(
        (await on(() => compose(channel)))
          .map(
            (m) =>
              `${m.locale}: ${Object.entries(m.remotes)
                .map(([r, v]) => `${r}@${v.version}`)
                .join(' ')}`,
          )
          .join('\n'),
      );
      return 0;
    case 'promote': {
      const locale = option(args, 'locale');
      const pin = args[0];
      if (!pin) throw new ReleaseError('promote what? remote@version');
      await changing(channel, () => promote(channel, pin, locale, note));
      console.log(`promoted ${pin}${locale ? ` for ${locale}` : ''} on ${channel}`);
      return 0;
    }
    case 'unpin': {
      const locale = option(args, 'locale');
      if (!args[0] || !locale) throw new ReleaseError('unpin <remote> --locale <locale>');
      const remote = args[0];
      await changing(channel, () => unpin(channel, remote, locale, note));
      console.log(`${args[0]} follows the default again for ${locale} on ${channel}`);
      return 0;
    }
    case 'rollback': {
      const canaryOf = option(args, 'canary');
      if (canaryOf) {
        const locale = option(args, 'locale');
        await changing(channel, () => endCanary(channel, canaryOf, locale, note));
        console.log(`ended the ${canaryOf} canary for ${locale} on ${channel}`);
        return 0;
      }
      const { undone } = await changing(channel, () => rollback(channel, note));
      console.log(`rolled back "${undone}" on ${channel}`);
      return 0;
    }
    case 'create': {
      const name = args[0];
      const from = option(args, 'from');
      if (!name) throw new ReleaseError('create which channel? release create <channel> [--from <channel>]');
      await changing(name, () => {
        if (channelExists(name)) throw new ReleaseError(`channel "${name}" exists already`);
        const source = from ? readChannel(from) : null;
        const defaults = source
          ? source.defaults
          : Object.fromEntries(
              REMOTE_NAMES.map((r) => {
                const newest = listArtifacts(r).at(-1);
                if (!newest) throw new ReleaseError(`${r} has no published version in ${storage.description}`);
                return [r, newest.version];
              }),
            );
        createChannel(name, defaults, source?.origins ?? defaultOrigins(), source?.environment, source?.sameOriginRemotes);
        return compose(name);
      });
      console.log(`created channel ${name}${from ? ` from ${from}` : ''} in ${storage.description}`);
      return 0;
    }
    case 'origins': {
      // Where the channel's remotes are served (docs/decisions/same-origin-remotes.md).
      const same = flag(args, 'same-origin');
      const own = flag(args, 'own-origins');
      const under = option(args, 'path');
      const name = args[0] ?? channel;
      if (same === own) throw new ReleaseError('origins [<channel>] --same-origin [--path /_remotes] | --own-origins');
      if (own && under) throw new ReleaseError('--path goes with --same-origin');
      await changing(name, () => setRemoteOrigins(name, same, under, note));
      console.log(same ? `${name} serves its remotes under ${under ?? DEFAULT_REMOTES_PREFIX} of the shell's origin` : `${name} serves each remote from its own origin`);
      return 0;
    }
    case 'canary': {
      const locale = option(args, 'locale');
      const percent = Number(option(args, 'percent') ?? 'NaN');
      const pin = args[0];
      if (!pin) throw new ReleaseError('canary what? remote@version --locale de-DE --percent 10');
      await changing(channel, () => startCanary(channel, pin, locale, percent, note));
      console.log(`${percent} % of ${locale} browsers now run ${pin} on ${channel}`);
      return 0;
    }
    case 'watch': {
      const once = flag(args, 'once');
      const interval = Number(option(args, 'interval') ?? '60');
      const minutes = Number(option(args, 'minutes') ?? '60');
      const api = option(args, 'api');
      if (!(interval >= 5) || !Number.isInteger(minutes) || minutes < 1) throw new ReleaseError('--interval is at least 5 seconds; --minutes a whole number from 1');
      for (;;) {
        const origin = await on(() => watchApiOrigin(channel, api));
        // The local development API (npm start) answers its development token.
        const token = process.env.RELEASE_HEALTH_TOKEN ?? (origin === LOCAL_API_ORIGIN ? 'dev-release-health' : undefined);
        const builds = await fetchCounts(origin, channel, minutes, token);
        const outcomes = await changing(channel, () => watchOnce(channel, builds));
        const at = new Date().toISOString();
        if (!outcomes.length) console.log(`${at} ${channel}: no canary under way`);
        for (const o of outcomes) {
          console.log(
            `${at} ${o.locale} ${o.remote}@${o.canary} (${o.percent} %, stable ${o.stable ?? '-'}): ${o.rolledBack ? 'ROLLED BACK' : o.verdict.verdict}: ${o.verdict.reason}`,
          );
        }
        if (once) return outcomes.some((o) => o.rolledBack) ? 2 : 0;
        await new Promise((resolve) => setTimeout(resolve, interval * 1000));
      }
    }
    case 'history': {
      const audit = (await on(() => readChannel(channel))).audit ?? [];
      for (const e of audit) console.log(`${e.at}\t${e.by}\t${e.action}${e.note ? `\t${e.note}` : ''}`);
      return 0;
    }
    case 'status': {
      const [table, splits] = await on(() => [status(channel), canarySplits(channel)] as const);
      console.log(['locale', ...REMOTE_NAMES].join('\t'));
      for (const [locale, versions] of Object.entries(table)) {
        const cell = (r: string) => {
          const split = splits.find((c) => c.locale === locale && c.remote === r);
          return split ? `${versions[r] ?? '-'} ${100 - split.percent}% / ${split.canary} ${split.percent}%` : (versions[r] ?? '-');
        };
        console.log([locale, ...REMOTE_NAMES.map(cell)].join('\t'));
      }
      return 0;
    }
    case 'diff': {
      const [a, b] = args;
      if (!a || !b) throw new ReleaseError('diff <channelA> <channelB>');
      const rows = await on(() => diff(a, b));
      console.log(rows.length ? rows.map((r) => `${r.locale} ${r.remote}: ${r.from ?? '-'} → ${r.to ?? '-'}`).join('\n') : 'no differences');
      return 0;
    }
    case 'list': {
      const remote = args[0] ?? '';
      if (!isRemoteName(remote)) throw new ReleaseError(`list which remote? ${REMOTE_NAMES.join(', ')}`);
      for (const a of await on(() => listArtifacts(remote))) console.log(`${a.version}\t${a.publishedAt}\t${a.digest.slice(0, 12)}`);
      return 0;
    }
    case 'verify': {
      const site = option(args, 'site');
      const report = await verify(storage, channel, site ? { site } : {});
      if (report.problems.length) {
        console.error(`channel "${channel}" in ${storage.description}: ${report.problems.length} problem(s)\n  - ${report.problems.join('\n  - ')}`);
        return 1;
      }
      console.log(`channel "${channel}" in ${storage.description}: ${report.entries} files fetched, every entry there and matching its integrity, singletons meet`);
      return 0;
    }
    case 'budget':
      return reportBudgets(measure()) ? 1 : 0;
    case 'serve': {
      const api = !flag(args, 'no-api');
      if (storage instanceof LocalStorage) {
        await serve({ channel, api, preview: flag(args, 'preview') });
        return -1;
      }
      // From a bucket: the site as its manifests there say, pulled into a local copy and followed.
      const root = fs.mkdtempSync(path.join(os.tmpdir(), `hs-site-${channel}-`));
      const pulled = await pullSite(storage, channel, root);
      if (!pulled.manifests) throw new ReleaseError(`channel "${channel}" has no manifests in ${storage.description}`);
      process.env.HOURSPACE_ARTIFACTS = root;
      const seconds = Number(option(args, 'sync') ?? '5');
      setInterval(
        () => {
          pullSite(storage, channel, root).catch((error: unknown) => console.error(`[release] pulling ${storage.description}: ${String(error)}`));
        },
        Math.max(1, seconds) * 1000,
      ).unref();
      await serve({ channel, api, composed: true });
      return -1;
    }
    case 'dev':
      await dev();
      return -1;
    case undefined:
    case 'help':
    case '--help':
      console.log(HELP);
      return 0;
    default:
      throw new ReleaseError(`unknown command "${command}"\n\n${HELP}`);
  }
}
