/**
 * @jest-environment jsdom
 */
import { getBus } from '@hourspace/bus';
import { createRemoteLifecycles } from '@hourspace/remote';
import { placeServerMarkup } from '@hourspace/remote/testing';
import { waitFor } from '@testing-library/react';
import { definition } from '../../app/definition';
import { renderFirstScreen } from '../first-screen';
import { runOutsideAct } from '@hourspace/ui/testing';

// single-spa and React's scheduler run here as in a page, not inside act().
runOutsideAct();

const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;

describe("mf-nav's bar rendered ahead", () => {
  it('is the loading bar of the home page, laid out for phones, and only for the home path', async () => {
    const screen = await renderFirstScreen({ app: 'nav', locale: 'en-US', prefix: 'us', path: '/', environment: ENVIRONMENT });
    expect(screen!.media).toBe('(max-width: 992px)');
    expect(screen!.html).toContain('data-nav-state="NAV_LOADING"');
    expect(screen!.html).toContain('aria-label="Hourspace home"');
    expect(renderFirstScreen.paths).toEqual(['/']);
    expect(await renderFirstScreen({ app: 'nav', locale: 'en-US', prefix: 'us', path: '/s', environment: ENVIRONMENT })).toBeNull();
  });

  it('hydrates without a mismatch on a page whose session is known already, then shows that session', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const container = placeServerMarkup('nav', (await renderFirstScreen({ app: 'nav', locale: 'en-US', prefix: 'us', path: '/', environment: ENVIRONMENT }))!);
    const logo = container.querySelector('a[aria-label="Hourspace home"]');
    // The shell published the session before mf-nav's code arrived.
    getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });

    const lifecycles = createRemoteLifecycles(definition);
    const props = { name: 'nav', locale: 'en-US', prefix: 'us', domElement: container, singleSpa: {}, mountParcel: jest.fn() } as never;
    for (const step of lifecycles.bootstrap) await step(props);
    await lifecycles.mount(props);
    await waitFor(() => expect(container.querySelector('header')).toHaveAttribute('data-nav-state', 'NAV_LOGGED_OUT'));
    // Hydrated, not replaced.
    expect(container.querySelector('a[aria-label="Hourspace home"]')).toBe(logo);
    expect(warn.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    expect(error.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    await lifecycles.unmount(props);
  });
});
