import { act, screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { RemoteParcel, takeParcelMarkup } from '../parcel';
import { renderWithProviders } from '../testing';

/** The element compose writes for a parcel rendered ahead, as mf-home's markup holds it. */
function writeServerMarkup(html: string, media?: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-hs-parcel', 'hero-search');
  element.setAttribute('data-hs-ssr', 'http://localhost:8084/1.0.0/remoteEntry.js');
  if (media) element.setAttribute('data-hs-ssr-media', media);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function matchMediaAnswering(matches: boolean) {
  return jest.fn((query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('a parcel rendered ahead', () => {
  it('keeps the markup where its media condition matches, and drops it with its marks elsewhere, so the parcel renders afresh there', () => {
    window.matchMedia = matchMediaAnswering(true);
    const kept = writeServerMarkup('<form><button type="button">Activity</button></form>', '(max-width: 1119.98px)');
    expect(takeParcelMarkup('hero-search')).toEqual({ html: '<form><button type="button">Activity</button></form>' });
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 1119.98px)');
    kept.remove();

    window.matchMedia = matchMediaAnswering(false);
    const dropped = writeServerMarkup('<form></form>', '(max-width: 1119.98px)');
    expect(takeParcelMarkup('hero-search')).toBeNull();
    expect(dropped.childElementCount).toBe(0);
    expect(dropped.hasAttribute('data-hs-ssr')).toBe(false);
    expect(dropped.hasAttribute('data-hs-ssr-media')).toBe(false);
    expect(takeParcelMarkup('another-parcel')).toBeNull();
  });

  it('is kept everywhere without a media condition, and never read for another parcel', () => {
    writeServerMarkup('<p>form</p>');
    expect(takeParcelMarkup('hero-search')).toEqual({ html: '<p>form</p>' });
    expect(takeParcelMarkup('hero')).toBeNull();
  });

  it('shows its markup at once, fetches the parcel only when the person reaches for it, and replays a press made before it was in', async () => {
    const source = writeServerMarkup('<form><button type="submit">Search</button></form>');
    const presses: string[] = [];
    let submitted = 0;
    const lifecycles = {
      bootstrap: async () => {},
      // As a hydrating parcel does: its handlers on the elements the markup already has.
      mount: async (props: { domElement: HTMLElement }) => {
        props.domElement.querySelector('button')!.addEventListener('click', () => presses.push('hydrated press'));
        props.domElement.querySelector('form')!.addEventListener('submit', (event) => {
          event.preventDefault();
          submitted += 1;
        });
      },
      unmount: async () => {},
    };
    const loadParcel = jest.fn(async () => lifecycles);
    const services = { locale: 'en-US', prefix: 'us', loadParcel: loadParcel as never, mountParcel: mountRootParcel as never };
    const view = renderWithProviders(<RemoteParcel name="hero-search" className="slot" />, { namespace: 'x', messages: {}, services });
    source.remove();
    const slot = view.container.querySelector<HTMLElement>('div.slot')!;
    expect(slot.getAttribute('data-hs-parcel')).toBe('hero-search');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(loadParcel).not.toHaveBeenCalled();

    // The press before the parcel is in: the form is not sent by the browser, and the parcel is fetched.
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void screen.getByRole('button', { name: 'Search' }).dispatchEvent(press));
    expect(press.defaultPrevented).toBe(true);
    await waitFor(() => expect(presses).toEqual(['hydrated press']));
    expect(loadParcel).toHaveBeenCalledTimes(1);
    expect(submitted).toBe(1);
    // Once in, presses are the parcel's own.
    act(() => screen.getByRole('button', { name: 'Search' }).click());
    expect(presses).toEqual(['hydrated press', 'hydrated press']);
    view.unmount();
  });

  it('fetches the parcel on focus inside it, and on its own once the page has loaded and is idle', async () => {
    const mounted = jest.fn();
    const lifecycles = { bootstrap: async () => {}, mount: async () => void mounted(), unmount: async () => {} };
    const services = () => ({ locale: 'en-US', prefix: 'us', loadParcel: jest.fn(async () => lifecycles) as never, mountParcel: mountRootParcel as never });

    let source = writeServerMarkup('<button type="button">When</button>');
    const first = renderWithProviders(<RemoteParcel name="hero-search" />, { namespace: 'x', messages: {}, services: services() });
    source.remove();
    act(() => screen.getByRole('button', { name: 'When' }).focus());
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
    first.unmount();

    source = writeServerMarkup('<button type="button">When</button>');
    renderWithProviders(<RemoteParcel name="hero-search" />, { namespace: 'x', messages: {}, services: services() });
    source.remove();
    expect(mounted).toHaveBeenCalledTimes(1);
    // jsdom has loaded and has no requestIdleCallback: the idle stand-in is a 1 s timer.
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(2), { timeout: 3000 });
  });
});
