import { screen } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from '../error-boundary';
import { RemoteParcel } from '../parcel';
import { renderWithProviders } from '../testing';

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
});
