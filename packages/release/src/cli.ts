import { ReleaseError, listArtifacts, publish } from './artifacts';
import { compose, diff, promote, rollback, status, unpin } from './channels';
import { isRemoteName, REMOTE_NAMES } from './paths';
import { serve } from './serve';
import { dev } from './dev';
import { measure, reportBudgets } from './budget';
import { onStorage } from './bucket';
import { storageFrom } from './storage';
import { verify } from './verify';

const HELP = `hourspace release: compose remote versions per locale

  release publish <remote|all> [--version 1.2.3] [--local] [--dist dir] [--promote]  copy a build (--promote: make it the channel default) into artifacts/<remote>/<version>/
  release compose [--channel local]                          write one manifest per locale, or refuse
  release promote <remote>@<version> [--locale de-DE] [--channel local]
  release unpin <remote> --locale de-DE [--channel local]    the locale follows the default again
  release rollback [--channel local]                         undo the channel's last change (no build)
  release status [--channel local]                           versions per locale
  release diff <channelA> <channelB>                         what differs, per locale and remote
  release list <remote>                                      published versions
  release verify [--channel local]                           fetch every entry of every locale: there, matching its integrity, singletons meet
  release serve [--channel local] [--no-api]                 serve the shell, remotes, manifests and API
  release budget                                             gzip sizes of every build against its budget
  release dev                                                hot-reloading dev servers for the shell and every remote

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
        const record = await on(() => {
          const published = publish(remote, { ...(version ? { version } : {}), ...(distDir ? { distDir } : {}), local });
          if (andPromote) promote(channel, `${remote}@${published.version}`);
          return published;
        });
        console.log(`${remote}@${record.version} ${record.integrity}`);
      }
      return 0;
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
      await on(() => promote(channel, pin, locale));
      console.log(`promoted ${pin}${locale ? ` for ${locale}` : ''} on ${channel}`);
      return 0;
    }
    case 'unpin': {
      const locale = option(args, 'locale');
      if (!args[0] || !locale) throw new ReleaseError('unpin <remote> --locale <locale>');
      const remote = args[0];
      await on(() => unpin(channel, remote, locale));
      console.log(`${args[0]} follows the default again for ${locale} on ${channel}`);
      return 0;
    }
    case 'rollback': {
      const { undone } = await on(() => rollback(channel));
      console.log(`rolled back "${undone}" on ${channel}`);
      return 0;
    }
    case 'status': {
      const table = await on(() => status(channel));
      console.log(['locale', ...REMOTE_NAMES].join('\t'));
      for (const [locale, versions] of Object.entries(table)) console.log([locale, ...REMOTE_NAMES.map((r) => versions[r] ?? '-')].join('\t'));
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
      const report = await verify(storage, channel);
      if (report.problems.length) {
        console.error(`channel "${channel}" in ${storage.description}: ${report.problems.length} problem(s)\n  - ${report.problems.join('\n  - ')}`);
        return 1;
      }
      console.log(`channel "${channel}" in ${storage.description}: ${report.entries} files fetched, every entry there and matching its integrity, singletons meet`);
      return 0;
    }
    case 'budget':
      return reportBudgets(measure()) ? 1 : 0;
    case 'serve':
      await serve({ channel, api: !flag(args, 'no-api') });
      return -1;
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
