import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_IDLE_DELAY_MS } from '@hourspace/ui';
import { freshPageForEachTest, renderNav, SESSIONS, setSession } from '../../testing/render-nav';
import { forgetSlideInMenuForTests, TopNav } from '../top-nav';

/**
 * The slide-in menu is a chunk of its own (top-nav.tsx `loadSlideInMenu`): these tests count
 * how often the nav takes its component, and make a fetch fail.
 */
const menu = { evaluated: 0, failNext: false };

/** The chunk's fetch: counts the fetches that arrive, and fails once when told to. */
async function fetchMenu() {
  await Promise.resolve();
  if (menu.failNext) {
    menu.failNext = false;
    throw new Error('ChunkLoadError: Loading chunk slide-in-menu failed.');
  }
  menu.evaluated += 1;
  return import('../slide-in-menu');
}

beforeEach(() => {
  forgetSlideInMenuForTests(fetchMenu);
  menu.evaluated = 0;
  menu.failNext = false;
});
freshPageForEachTest(800);

describe("the slide-in menu's code", () => {
  it('is not fetched with the nav, and is on screen at the first press', async () => {
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    const button = await screen.findByRole('button', { name: 'Menu' });
    // jsdom's page has loaded, but has no requestIdleCallback: the idle fetch waits NO_IDLE_DELAY_MS (1 s).
    expect(menu.evaluated).toBe(0);
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(menu.evaluated).toBe(1);
  });

  it('is fetched once the page has loaded and is idle, on a screen that shows the button', async () => {
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    await screen.findByRole('button', { name: 'Menu' });
    expect(menu.evaluated).toBe(0);
    await waitFor(() => expect(menu.evaluated).toBe(1), { timeout: NO_IDLE_DELAY_MS + 1_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('that failed to arrive leaves the button closed and working: the next press asks again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    menu.failNext = true;
    const user = userEvent.setup();
    setSession(SESSIONS.loggedOut);
    renderNav(<TopNav prefix="us" locale="en-US" />);
    const button = await screen.findByRole('button', { name: 'Menu' });
    // A press with no pointer over the button before it (a tap): its own fetch fails.
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Menu', expanded: false });
    expect(error).toHaveBeenCalledWith('[mf-nav] the menu could not be loaded', expect.any(Error));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
