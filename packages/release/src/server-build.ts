import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebEnvironment } from '@hourspace/contracts';
import { artifactDir } from './artifacts';
import type { RemoteName } from './paths';

/** A remote's server build inside its artifact, and what it renders: its first screen, its parcels. */

/** The Node build of a remote's first screen, inside its artifact (the preset's `SERVER_BUILD_DIR`). */
export const SERVER_BUILD_FILE = path.join('server', 'first-screen.cjs');

/** How long one render (its API reads included) may take before the locale keeps its plain page. */
const RENDER_TIMEOUT_MS = 15_000;

/** Markup a server build rendered, with the state it rendered from and, when it is right on some screens only, their media condition. */
export interface FirstScreen {
  html: string;
  /** The page's `<title>` for it: the title its own tree gave `usePageTitle` while rendering, when it gave one. */
  title?: string;
  state: unknown;
  media?: string;
}

/**
 * A remote's first-screen renderer: for the compose-time `paths` (no `url`), and for the route
 * patterns `routes` given the request's `url`, rendered on request (docs/decisions/request-time-ssr.md).
 */
type RenderFirstScreen = ((input: { app: string; locale: string; prefix: string; path: string; url?: string; environment: WebEnvironment }) => Promise<FirstScreen | null>) & {
  routes?: unknown;
};

type RenderParcel = (input: { parcel: string; locale: string; prefix: string; environment: WebEnvironment }) => Promise<FirstScreen | null>;

/** What a remote's server build exports: its first screen, its parcels rendered ahead, or both. */
export interface ServerBuild {
  renderFirstScreen?: RenderFirstScreen;
  renderParcel?: RenderParcel;
}

/** The server build of an artifact, loaded once per process (artifacts are immutable). */
const loaded = new Map<string, ServerBuild>();
function loadServerBuild(file: string): ServerBuild {
  let build = loaded.get(file);
  if (!build) {
    const module = createRequire(file)(file) as Record<string, unknown>;
    const pick = <T>(name: string) => (typeof module[name] === 'function' ? (module[name] as T) : undefined);
    build = { renderFirstScreen: pick<RenderFirstScreen>('renderFirstScreen'), renderParcel: pick<RenderParcel>('renderParcel') };
    if (!build.renderFirstScreen && !build.renderParcel) throw new Error(`${file} exports neither renderFirstScreen nor renderParcel`);
    loaded.set(file, build);
  }
  return build;
}

/**
 * A remote's build as the locale runs it, when it has a server build: its artifact folder, and
 * its server build loaded on first use (which throws when the file exports no renderer).
 */
export function serverBuildOf(remote: string, version: string): { dir: string; file: string; load: () => ServerBuild } | undefined {
  const dir = artifactDir(remote as RemoteName, version);
  const file = path.join(dir, SERVER_BUILD_FILE);
  return fs.existsSync(file) ? { dir, file, load: () => loadServerBuild(file) } : undefined;
}

/** A renderer's answer, or a refusal once it has taken longer than a render may (`ms`, 15 s when composing). */
export function rendered<T>(promise: Promise<T>, ms = RENDER_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
