import { getBus } from '@hourspace/bus';
import { setWebEnvironment } from '@hourspace/contracts';
import { initI18n, parseLocalePath, registerNamespace } from '@hourspace/i18n';
import type { TFunction } from 'i18next';
import { addErrorHandler, navigateToUrl, registerApplication, start, triggerAppChange } from 'single-spa';
import { afterFirstScreen, SLOT_IDS } from '@hourspace/contracts';
import { parseHashAction, shouldRun, toBusRequest, type HashAction } from './hash-actions';
import { appsOf, onDemandApps, pageAppFor, parcelsOf, type PageApp } from './apps';
import { activateOnDemand } from './on-demand-apps';
import { createActivation } from './first-screen';
import { fetchManifest, readInlineManifest, type ReleaseManifest } from './manifest';
import { applyOverrides, clearOverrides, NO_OVERRIDES, readOverrides, withoutOverrideQuery, type Overrides } from './overrides';
import { registerManifest, loadLifecycles } from './remote-loader';
import { HELD_PRESS_EVENT } from './held-presses';
import { checkingParcelMarkup, createSlotApp, takeServerMarkup, type FallbackKind, type SlotApp } from './resilient-app';
import { renderErrorCard, renderFallbackNav, renderNotFound, renderOverridesBadge } from './fallbacks';
import { startPageSession } from './session';
import { startAnalyticsSender } from './analytics';
import { createAnalyticsTransport } from './analytics-transport';
import { nextTask } from './tasks';

const bus = getBus();
// The one analytics sender hears the bus from the first moment. Its transport is in this chunk, not
// loaded on consent: a locale switch right after consent unloads the page before a chunk could arrive.
startAnalyticsSender({ bus, loadTransport: () => Promise.resolve(createAnalyticsTransport()) });
const initial = parseLocalePath(window.location.pathname);
const locale = initial.locale;
const byId = (id: string) => document.getElementById(id) ?? document.body;

function currentRest(): string {
  return parseLocalePath(window.location.pathname).rest;
}

/** The fallback `compose` wrote into the page for an application (the minimal nav), if it is still there. */
function earlyFallback(name: string): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-hs-early]')].find((node) => node.dataset.hsFallbackFor === name) ?? null;
}

function hasAccessCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith('PSAccess='));
}

function report(error: unknown, app?: SlotApp): void {
  const code = error instanceof Error && /^\[(SHELL-\d+)\]/.exec(error.message)?.[1];
  console.error(error);
  bus.publish('analytics:track', { event: 'remote failed', properties: { app: app?.name ?? 'shell', remote: app?.remote ?? '', code: code || 'unknown' } });
}

async function main(): Promise<void> {
  document.documentElement.lang = locale.locale;
  // Not in the task that evaluated this chunk and its libraries (about 40 ms on a phone's CPU).
  await nextTask();
  const i18n = await initI18n(locale.locale);
  await registerNamespace(i18n, 'shell', (lng) => import(/* webpackChunkName: "shell-i18n-[request]" */ `./i18n/${lng}.json`));
  const t: TFunction = i18n.getFixedT(null, 'shell');
  bus.setState('locale', { locale: locale.locale, language: locale.language, prefix: locale.url_prefix });
  // The start is cut into tasks (docs/decisions/main-thread-tasks.md): strings, then the manifest
  // and the session, then the applications' registration and single-spa's first route.
  await nextTask();

  let manifest: ReleaseManifest;
  let overrides: Overrides;
  try {
    const released = readInlineManifest(locale.locale) ?? (await fetchManifest(locale.locale));
    // The channel's environment (API origin, client key, provider URLs) comes with the
    // manifest, never from a build: every API client on the page reads it
    // (docs/decisions/release-environment-in-the-channel.md).
    setWebEnvironment(released.environment);
    // The channel's policy (in the manifest) says which override origins it allows, if any.
    overrides = readOverrides(window.location.search, window.localStorage, released.overrides ?? NO_OVERRIDES);
    manifest = applyOverrides(released, overrides);
  } catch (error) {
    report(error);
    bus.setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    renderFallbackNav(byId(SLOT_IDS.nav), t, locale.url_prefix);
    renderErrorCard(byId(SLOT_IDS.main), t, () => window.location.reload(), { landmark: true });
    return;
  }
  startPageSession(bus).catch((error: unknown) => {
    report(error);
    bus.setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
  });
  registerManifest(manifest);
  await nextTask();
  // Parcels a remote may place inside its own UI, by name: the remote never imports another.
  const parcels = parcelsOf(manifest);
  const loadParcel = (name: string) => {
    const parcel = parcels[name];
    if (!parcel) return Promise.reject(new Error(`no parcel named "${name}"`));
    return loadLifecycles(parcel.remote, parcel.expose).then((lifecycles) => checkingParcelMarkup(lifecycles, manifest.remotes[parcel.remote]?.entry));
  };
  renderOverridesBadge(t, Object.keys(overrides), () => {
    clearOverrides(window.localStorage);
    // Reload without the query's override instructions, or they would apply again.
    window.location.replace(withoutOverrideQuery(window.location.href));
  });

  const renderFallback = (kind: FallbackKind, container: HTMLElement, retry: () => void) => {
    if (kind === 'nav') renderFallbackNav(container, t, locale.url_prefix);
    else renderErrorCard(container, t, retry, { landmark: kind === 'page' });
  };
  const ctx = {
    load: loadLifecycles,
    renderFallback,
    report,
    props: () => ({ locale: locale.locale, prefix: locale.url_prefix, environment: manifest.environment, loadParcel }),
  };

  // The registration table comes from the manifest: each remote's build declared its
  // applications, the routes its pages own and the requests that activate it on demand.
  const apps = appsOf(manifest);
  const currentPage = () => pageAppFor(apps, currentRest());
  // The footer and mf-auth's modal host wait for the main slot's first mount, or for a request
  // (src/first-screen.ts); applications asked for on demand stay active once asked for.
  const activation = createActivation(() => void triggerAppChange());
  const isActive = (app: PageApp) => () => activation.isActive(app, currentPage());
  // An always-on application whose markup the page carries (the nav of the home page rendered
  // ahead, on a phone) is hydrated after the page's application, or at once on a press in it
  // (docs/decisions/nav-markup-ahead.md).
  for (const app of apps) {
    if (app.always && !app.routes && takeServerMarkup(byId(SLOT_IDS[app.slot]), app.name, manifest.remotes[app.remote]?.entry)) {
      activation.defer(app.name);
      byId(SLOT_IDS[app.slot]).addEventListener(HELD_PRESS_EVENT, () => activation.request(app.name), { once: true });
    }
  }
  for (const app of apps) {
    const slotApp: SlotApp = {
      name: app.name,
      remote: app.remote,
      expose: app.expose,
      slot: () => byId(SLOT_IDS[app.slot]),
      fallback: app.fallback,
      early: () => earlyFallback(app.name),
      server: () => takeServerMarkup(byId(SLOT_IDS[app.slot]), app.name, manifest.remotes[app.remote]?.entry),
    };
    const lifecycles = () => (app.slot === 'main' ? activation.mainSlot(createSlotApp(slotApp, ctx)) : createSlotApp(slotApp, ctx));
    registerApplication({ name: app.name, app: async () => lifecycles(), activeWhen: isActive(app) });
  }
  registerApplication({
    name: 'not-found',
    app: async () =>
      activation.mainSlot({
        bootstrap: async () => {},
        mount: async () => renderNotFound(byId(SLOT_IDS.main), t, locale.url_prefix),
        unmount: async () => byId(SLOT_IDS.main).querySelector('main.hs-shell-card')?.remove(),
      }),
    activeWhen: () => currentPage() === null,
  });

  addErrorHandler((error) => report(error));

  // A client-side move to another locale's prefix reloads: the locale picks the manifest.
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<{ newUrl: string }>).detail;
    const next = new URL(detail.newUrl, window.location.href);
    if (parseLocalePath(next.pathname).locale.locale !== locale.locale) window.location.assign(next.href);
  });

  // A request waiting for an on-demand application (from a hash action or any remote)
  // activates it, and one of a topic no application declares (mf-auth's) the always-on
  // applications still waiting for the first screen; the bus hands the request over once the
  // application's handler subscribes.
  activateOnDemand(
    bus,
    (app) => activation.request(app),
    onDemandApps(apps),
    apps.filter(afterFirstScreen).map((app) => app.name),
  );

  function dispatch(action: HashAction | null): void {
    if (!action || !shouldRun(action, hasAccessCookie())) return;
    const { topic, payload } = toBusRequest(action);
    bus.request(topic, payload as never);
  }
  window.addEventListener('hashchange', () => dispatch(parseHashAction(window.location.hash)));

  // The first load's hash action is sent before single-spa starts: the application its request
  // waits for (mf-auth's modal host, the search modal) is then active in the first reroute,
  // beside the page, instead of in the next one, after the main slot's first mount.
  dispatch(parseHashAction(window.location.hash, window.location.search));
  start({ urlRerouteOnly: true });
}

// Links inside the shell's own UI navigate without a reload.
document.addEventListener('click', (event) => {
  const anchor = (event.target as Element | null)?.closest?.('a[data-hs-link]');
  if (anchor instanceof HTMLAnchorElement) {
    event.preventDefault();
    navigateToUrl(anchor.href);
  }
});

main().catch((error: unknown) => report(error));
