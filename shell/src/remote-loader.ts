import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { containerName, ShellError, ShellErrorCode, type ReleaseManifest, type RemoteName } from './manifest';
import { createHealthReporter, NO_HEALTH_REPORTS, type HealthReporter } from './remote-health';
import { nextTask } from './tasks';

const ENTRY_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 250;

const integrityByUrl = new Map<string, string>();
let manifest: ReleaseManifest | null = null;
let health: HealthReporter = NO_HEALTH_REPORTS;

function remoteDefinition(remote: RemoteName) {
  const release = manifest?.remotes[remote];
  if (!release) throw new ShellError(ShellErrorCode.REMOTE_NOT_IN_MANIFEST, `${remote} is not in the ${manifest?.locale} manifest`);
  return { name: containerName(remote), entry: release.entry };
}

/**
 * Loading a remote's module in several tasks (docs/decisions/main-thread-tasks.md): the runtime
 * chains the entry's arrival, the container's init (its shared modules registered), the
 * expose's chunks and the module's evaluation in promises, so all of it ran in the task of the
 * entry's load event, one of the page's longest on a phone's CPU. Each step now starts a task.
 */
export const REMOTE_LOAD_IN_TASKS = {
  name: 'hourspace-remote-load-in-tasks',
  async beforeInitContainer<T>(args: T): Promise<T> {
    await nextTask();
    return args;
  },
  async beforeGetExpose(): Promise<void> {
    await nextTask();
  },
  async beforeExecuteFactory(): Promise<void> {
    await nextTask();
  },
};

/**
 * The stylesheets a page rendered ahead carries for remotes served under the page's own origin
 * (root-relative entries) named by absolute URL, as their CSS loader looks for them: it compares
 * `data-href` (or a link's `href` as written) with the chunk's URL under the entry's folder, which
 * `publicPath: 'auto'` makes absolute; a path would not match and the sheet would be fetched again
 * (docs/decisions/same-origin-remotes.md). Sheets of remotes on their own origin are left as they are.
 */
export function absoluteSheetHrefs(next: ReleaseManifest, doc: Document = document): void {
  const folders = Object.values(next.remotes)
    .flatMap((release) => [release.entry, ...(release.canary ? [release.canary.entry] : [])])
    .filter((entry) => entry.startsWith('/') && !entry.startsWith('//'))
    .map((entry) => entry.slice(0, entry.lastIndexOf('/') + 1));
  if (!folders.length) return;
  for (const sheet of doc.querySelectorAll<HTMLElement>('style[data-href], link[rel="stylesheet"]')) {
    const href = sheet.getAttribute('data-href') ?? sheet.getAttribute('href') ?? '';
    if (folders.some((folder) => href.startsWith(folder))) sheet.setAttribute('data-href', new URL(href, doc.baseURI).href);
  }
}

/**
 * Registers every remote of the manifest with the Module Federation runtime. Nothing is
 * fetched here: an entry is fetched the first time one of its modules is loaded.
 */
export function registerManifest(next: ReleaseManifest): void {
  manifest = next;
  absoluteSheetHrefs(next);
  health = createHealthReporter(next);
  integrityByUrl.clear();
  for (const release of Object.values(next.remotes)) {
    if (!release.integrity) continue;
    integrityByUrl.set(release.entry, release.integrity);
    // The runtime makes a root-relative entry absolute on the page's origin before it asks for its
    // script: the integrity must be found under that URL too (docs/decisions/same-origin-remotes.md).
    if (release.entry.startsWith('/') && !release.entry.startsWith('//')) integrityByUrl.set(new URL(release.entry, window.location.origin).href, release.integrity);
  }
  registerPlugins([
    {
      name: 'hourspace-entry-integrity',
      // The manifest pins each entry's hash; the browser refuses an entry that differs.
      createScript({ url }: { url: string }) {
        const integrity = integrityByUrl.get(url);
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return script;
      },
    },
    REMOTE_LOAD_IN_TASKS,
  ]);
  registerRemotes(
    (Object.keys(next.remotes) as RemoteName[]).map((remote) => remoteDefinition(remote)),
    { force: true },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads an exposed single-spa module of a remote. A failure is retried once, quickly,
 * after re-registering the remote (so the runtime forgets the failed entry); the second
 * failure is thrown as SHELL-004 for the caller's fallback.
 */
export async function loadLifecycles(remote: RemoteName, expose: string): Promise<LifeCycles> {
  const id = `${containerName(remote)}/${expose.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const module = await withTimeout(loadRemote<LifeCycles>(id), ENTRY_TIMEOUT_MS, `${id} timed out`);
      if (!module || (typeof module.mount !== 'function' && !Array.isArray(module.mount))) {
        throw new Error(`${id} is not a single-spa application`);
      }
      return withMountReport(remote, module);
    } catch (error) {
      lastError = error;
      if (attempt === 0) {
        registerRemotes([remoteDefinition(remote)], { force: true });
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }
  health.failed(remote, ShellErrorCode.REMOTE_ENTRY_FAILED);
  throw new ShellError(ShellErrorCode.REMOTE_ENTRY_FAILED, `${id} could not be loaded`, { cause: lastError });
}

/** The remote's lifecycles, with its first mount's outcome reported to the channel's health endpoint. */
function withMountReport(remote: RemoteName, module: LifeCycles): LifeCycles {
  const mounts = Array.isArray(module.mount) ? module.mount : [module.mount];
  return {
    ...module,
    mount: async (props) => {
      try {
        for (const mount of mounts) await mount(props);
      } catch (error) {
        health.failed(remote, ShellErrorCode.REMOTE_MOUNT_FAILED);
        throw error;
      }
      health.mounted(remote);
    },
  };
}
