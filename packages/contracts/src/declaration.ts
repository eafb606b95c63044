import * as v from 'valibot';
import { isRoutePattern } from './routes';

/** Where in the shell's page an application mounts. */
export const SLOTS = ['nav', 'main', 'footer', 'overlays'] as const;
export type Slot = (typeof SLOTS)[number];
/**
 * The element id of each slot in the shell's page (shell/src/index.html): the shell mounts into
 * them, and `release prerender` writes the markup it renders ahead into them.
 */
export const SLOT_IDS: Readonly<Record<Slot, string>> = { nav: 'hs-nav', main: 'hs-main', footer: 'hs-footer', overlays: 'hs-overlays' };
/** What the shell shows when an application cannot load: the static nav, a page error card, or nothing. */
export const FALLBACKS = ['nav', 'page', 'overlay'] as const;

const RouteSchema = v.object({
  path: v.pipe(v.string(), v.check(isRoutePattern, 'a route path is "/", literal segments, ":param" segments and an optional final "/*"')),
  page: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
});

export const ExposeName = v.pipe(v.string(), v.regex(/^\.\/[a-z][a-z0-9-]*$/, 'an expose name looks like "./lifecycles"'));

/** One single-spa application a remote provides, and when the shell makes it active. */
export const AppSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
    expose: ExposeName,
    slot: v.picklist(SLOTS),
    fallback: v.picklist(FALLBACKS),
    /** Active on every page. */
    always: v.optional(v.literal(true)),
    /** Active on these routes (a page application). */
    routes: v.optional(v.pipe(v.array(RouteSchema), v.minLength(1))),
    /** Activated on demand, once a bus request of one of these topics waits for a handler. */
    onRequest: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]+:[a-z-]+$/))), v.minLength(1))),
  }),
  v.check((app) => [app.always, app.routes, app.onRequest].filter((x) => x !== undefined).length === 1, 'an app is active exactly one way: "always", "routes" or "onRequest"'),
);
export type App = v.InferOutput<typeof AppSchema>;

/**
 * An always-on application that does not compete with the first screen: every one outside the
 * nav slot (the footer, mf-auth's modal host). The shell activates it once the page's main
 * application has finished its first mount, or earlier when a bus request waits for it, and
 * compose writes no preload for it (docs/decisions/first-screen-first.md).
 */
export function afterFirstScreen(app: { always?: boolean | undefined; slot: string }): boolean {
  return app.always === true && app.slot !== 'nav';
}

/** What a remote's build carries into its artifact, and the release manifest repeats. */
export const RemoteDeclarationSchema = v.object({
  apps: v.array(AppSchema),
  /** Parcels other remotes may place by name: name → expose. */
  parcels: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)), ExposeName), {}),
});
export type RemoteDeclaration = v.InferOutput<typeof RemoteDeclarationSchema>;

/** A remote's name: its folder and package name. */
export const RemoteNameSchema = v.pipe(v.string(), v.regex(/^mf-[a-z]+$/, 'a remote is named like "mf-home"'));

/** The Module Federation container name of a remote: `mf-home` → `mf_home`. */
export function containerName(remote: string): string {
  return remote.replace('-', '_');
}
