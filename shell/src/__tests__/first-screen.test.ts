import { createBus } from '@hourspace/bus';
import type { App } from '@hourspace/contracts';
import type * as SingleSpa from 'single-spa';
import { createActivation } from '../first-screen';
import { activateOnDemand } from '../on-demand-apps';

const nav: App = { name: 'nav', expose: './lifecycles', slot: 'nav', fallback: 'nav', always: true };
const footer: App = { name: 'footer', expose: './footer', slot: 'footer', fallback: 'overlay', always: true };
const auth: App = { name: 'auth', expose: './lifecycles', slot: 'overlays', fallback: 'overlay', always: true };
const home: App = { name: 'home', expose: './lifecycles', slot: 'main', fallback: 'page', routes: [{ path: '/', page: 'home' }] };
const searchModal: App = { name: 'search-modal', expose: './modal', slot: 'overlays', fallback: 'overlay', onRequest: ['search:open'] };
const APPS = [nav, home, footer, auth, searchModal];

function later() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets single-spa's promise chains run until `check` holds (or fails after 200 turns). */
async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

/**
 * A page wired as src/bootstrap.ts wires it, on a single-spa of its own: the home page's mount
 * ends only when the test says so (`mainMount`).
 */
function homePage() {
  let spa!: typeof SingleSpa;
  // A single-spa of its own per test (it warns that it is loaded more than once).
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.isolateModules(() => {
    spa = require('single-spa') as typeof SingleSpa;
  });
  warn.mockRestore();
  const errors: unknown[] = [];
  // As the shell's report: single-spa hands a failed lifecycle to its error handlers.
  spa.addErrorHandler((error) => errors.push(error));
  const bus = createBus();
  const mainMount = later();
  const mounted: string[] = [];
  const activation = createActivation(() => void spa.triggerAppChange());
  activateOnDemand(bus, (app) => activation.request(app), { 'search:open': 'search-modal' }, ['footer', 'auth']);
  for (const app of APPS) {
    const lifecycles: SingleSpa.LifeCycles = {
      bootstrap: async () => {},
      mount: async () => {
        if (app === home) await mainMount.promise;
        mounted.push(app.name);
      },
      unmount: async () => {},
    };
    spa.registerApplication({
      name: app.name,
      app: async () => (app.slot === 'main' ? activation.mainSlot(lifecycles) : lifecycles),
      activeWhen: () => activation.isActive(app, home),
    });
  }
  const status = (name: string) => spa.getAppStatus(name);
  return { spa, bus, mainMount, mounted, activation, status, errors, start: () => spa.start({ urlRerouteOnly: true }) };
}

describe('the first screen first: always-on applications outside the nav wait for the main slot', () => {
  it('mounts the nav and the page, and the footer and the auth host only once the page has mounted', async () => {
    const page = homePage();
    page.start();
    await until(() => page.mounted.includes('nav'));
    expect(page.status('home')).toBe('MOUNTING');
    expect(page.status('footer')).toBe('NOT_LOADED');
    expect(page.status('auth')).toBe('NOT_LOADED');
    expect(page.activation.firstScreenDone).toBe(false);

    page.mainMount.resolve();
    await until(() => page.status('footer') === 'MOUNTED' && page.status('auth') === 'MOUNTED');
    expect(page.mounted).toEqual(['nav', 'home', 'footer', 'auth']);
    expect(page.status('search-modal')).toBe('NOT_LOADED');
  });

  it('ends the first screen when the page mount fails too (its slot shows a fallback)', async () => {
    const page = homePage();
    page.start();
    await until(() => page.status('home') === 'MOUNTING');
    page.mainMount.reject(new Error('no page'));
    await until(() => page.status('footer') === 'MOUNTED' && page.status('auth') === 'MOUNTED');
    expect(page.errors).toHaveLength(1);
  });

  it('activates the auth host in the first reroute, beside the page, when the first load has a log-in request waiting', async () => {
    const page = homePage();
    // What the shell's hash action does for /us/#a=signup&source=nav, before single-spa starts.
    page.bus.request('auth:open', { view: 'signup', source: 'nav' });
    expect(page.activation.isActive(auth, home)).toBe(true);
    page.start();
    await until(() => page.status('auth') === 'MOUNTED');
    expect(page.status('home')).toBe('MOUNTING');
    expect(page.activation.firstScreenDone).toBe(false);
    page.mainMount.resolve();
    await until(() => page.status('home') === 'MOUNTED');
  });

  it('lets a request of an on-demand application activate that one only', async () => {
    const page = homePage();
    page.bus.request('search:open', {});
    page.start();
    await until(() => page.status('search-modal') === 'MOUNTED');
    expect(page.status('auth')).toBe('NOT_LOADED');
    page.mainMount.resolve();
    await until(() => page.status('auth') === 'MOUNTED');
  });
});

describe('createActivation', () => {
  it('keeps the deferred applications off until the first screen ends or a request asks, then on for good', async () => {
    const changed = jest.fn();
    const activation = createActivation(changed);
    const other = { ...home, name: 'search', routes: [{ path: '/s', page: 'results' }] };
    expect(APPS.filter((app) => activation.isActive(app, home)).map((app) => app.name)).toEqual(['nav', 'home']);
    expect(activation.isActive(other, home)).toBe(false);

    activation.request('auth');
    activation.request('auth');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(APPS.filter((app) => activation.isActive(app, home)).map((app) => app.name)).toEqual(['nav', 'home', 'auth']);

    const mount = jest.fn(async () => {});
    const wrapped = activation.mainSlot({ bootstrap: async () => {}, mount, unmount: async () => {} });
    const props = { name: 'home', singleSpa: {}, mountParcel: jest.fn() } as unknown as SingleSpa.AppProps;
    await (wrapped.mount as SingleSpa.LifeCycleFn<object>)(props);
    expect(mount).toHaveBeenCalledWith(props);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(APPS.filter((app) => activation.isActive(app, null)).map((app) => app.name)).toEqual(['nav', 'footer', 'auth']);

    // A later page's mount changes nothing.
    await (wrapped.mount as SingleSpa.LifeCycleFn<object>)(props);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('lets the nav wait like them when its markup is in the page, until the page has mounted or a press in it asks', async () => {
    const activation = createActivation(jest.fn());
    activation.defer('nav');
    expect(APPS.filter((app) => activation.isActive(app, home)).map((app) => app.name)).toEqual(['home']);
    activation.request('nav');
    expect(APPS.filter((app) => activation.isActive(app, home)).map((app) => app.name)).toEqual(['nav', 'home']);

    const later = createActivation(jest.fn());
    later.defer('nav');
    const wrapped = later.mainSlot({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} });
    await (wrapped.mount as SingleSpa.LifeCycleFn<object>)({ name: 'home', singleSpa: {}, mountParcel: jest.fn() } as unknown as SingleSpa.AppProps);
    expect(APPS.filter((app) => later.isActive(app, home)).map((app) => app.name)).toEqual(['nav', 'home', 'footer', 'auth']);
  });
});

describe('requests of a topic no application declares', () => {
  it('activate every always-on application still waiting (mf-auth takes auth:open and promo:open)', () => {
    const bus = createBus();
    const activate = jest.fn();
    activateOnDemand(bus, activate, { 'search:open': 'search-modal' }, ['footer', 'auth']);
    bus.request('promo:open', { source: 'nav' });
    expect(activate.mock.calls).toEqual([['footer'], ['auth']]);
  });
});
