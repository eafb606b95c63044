import { screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from '../error-boundary';
import { RemoteParcel } from '../parcel';
import { renderWithProviders } from '../testing';

/** A parcel mount that waits until `release()`. */
function heldMount(): { release: () => void; slowMount: Promise<void> } {
  let release!: () => void;
  const slowMount = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, slowMount };
}

function Boom(): never {
  throw new Error('render failed');
}

describe('a remote tree', () => {
  it('keeps a render error inside the remote with an alert and a retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Card() {
      const { t } = useTranslation('remote');
      return <p>{t('failed')}</p>;
    }
    renderWithProviders(
      <>
        <RemoteErrorBoundary name="mf-test" landmark>
          <Boom />
        </RemoteErrorBoundary>
        <Card />
      </>,
      { namespace: 'remote', messages: { failed: 'This part of the page could not load.', failedHint: 'Hint', retry: 'Try again' } },
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows the fallback of a parcel when the shell offers no parcel loader', async () => {
    renderWithProviders(<RemoteParcel name="hero-search" fallback={<span>fallback here</span>} />, { namespace: 'x', messages: {} });
    expect(screen.getByText('fallback here')).toBeInTheDocument();
  });

  it('shows the fallback when the parcel fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loadParcel = jest.fn(() => Promise.reject(new Error('entry blocked')));
    // single-spa's own parcel mounting, as the shell hands it to a remote.
    const mountParcel = mountRootParcel;
    renderWithProviders(<RemoteParcel name="hero-search" fallback={<span>search unavailable</span>} />, {
      namespace: 'x',
      messages: {},
      services: { loadParcel: loadParcel as never, mountParcel: mountParcel as never },
    });
    expect(await screen.findByText('search unavailable')).toBeInTheDocument();
    expect(loadParcel).toHaveBeenCalledWith('hero-search');
    error.mockRestore();
  });

  it("mounts a parcel into its own element, passes it the page's locale and later props, and unmounts it once its mount has ended", async () => {
    const calls: string[] = [];
    const { release, slowMount } = heldMount();
    const lifecycles = {
      bootstrap: async () => {},
      mount: async (props: { domElement: HTMLElement; locale: string; label: string }) => {
        calls.push(`mount ${props.locale} ${props.label}`);
        await slowMount;
        props.domElement.innerHTML = `<p>${props.label}</p>`;
      },
      update: async (props: { domElement: HTMLElement; label: string }) => {
        calls.push(`update ${props.label}`);
        props.domElement.innerHTML = `<p>${props.label}</p>`;
      },
      unmount: async (props: { domElement: HTMLElement }) => {
        calls.push('unmount');
        props.domElement.innerHTML = '';
      },
    };
    const services = { locale: 'de-DE', prefix: 'de', loadParcel: jest.fn(async () => lifecycles) as never, mountParcel: mountRootParcel as never };
    const view = renderWithProviders(<RemoteParcel name="hero-search" className="slot" props={{ label: 'first' }} />, { namespace: 'x', messages: {}, services });
    const slot = view.container.querySelector('div.slot')!;
    await waitFor(() => expect(calls).toEqual(['mount de-DE first']));
    // Props that change while the mount is under way reach the parcel once it has mounted.
    view.rerender(<RemoteParcel name="hero-search" className="slot" props={{ label: 'second' }} />);
    release();
    await waitFor(() => expect(calls).toEqual(['mount de-DE first', 'update second']));
    expect(slot.textContent).toBe('second');
    // The same props again: no update.
    view.rerender(<RemoteParcel name="hero-search" className="slot" props={{ label: 'second' }} />);
    view.unmount();
    await waitFor(() => expect(calls).toEqual(['mount de-DE first', 'update second', 'unmount']));
  });

  it('unmounts a parcel whose mount was still under way when the placing tree went', async () => {
    const calls: string[] = [];
    const { release, slowMount } = heldMount();
    const lifecycles = {
      bootstrap: async () => {},
      mount: async () => {
        calls.push('mount');
        await slowMount;
      },
      unmount: async () => {
        calls.push('unmount');
      },
    };
    const services = { locale: 'en-US', prefix: 'us', loadParcel: jest.fn(async () => lifecycles) as never, mountParcel: mountRootParcel as never };
    const view = renderWithProviders(<RemoteParcel name="hero-search" />, { namespace: 'x', messages: {}, services });
    await waitFor(() => expect(calls).toEqual(['mount']));
    view.unmount();
    release();
    await waitFor(() => expect(calls).toEqual(['mount', 'unmount']));
  });
});
