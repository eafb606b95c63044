import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fakeApi } from '../../testing/fake-api';
import { at, navigateLikeTheShell, resetPage } from '../../testing/navigation';
import { renderSearch } from '../../testing/render';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

beforeEach(() => {
  navigateLikeTheShell();
  resetPage();
  window.location.hash = '';
  window.sessionStorage.clear();
});

describe("the results page's place label", () => {
  it("shows the locale's own place as the API writes it ('New York, NY'), not the URL's lower-cased text", async () => {
    at('/us/s/?activity=party&location=new+york%2C+ny');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('New York, NY');
    // The prefill answered: no geocoding for it, and the search is the URL's.
    expect(api.geocode).not.toHaveBeenCalled();
    expect(api.searchSpaces).toHaveBeenCalledWith(expect.objectContaining({ location: 'new york, ny' }));
  });

  it("shows another place with the gazetteer's label from geocoding", async () => {
    at('/us/s/?activity=party&location=new+york+city');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('New York City, NY, United States');
    expect(api.geocode).toHaveBeenCalledWith({ address: 'new york city' }, 'en-US');
  });

  it("falls back to the URL's text for a place nobody knows", async () => {
    at('/us/s/?activity=party&location=atlantis');
    renderSearch(<Root />, { api: fakeApi() });
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('atlantis');
  });
});

describe('the results page on a phone', () => {
  it('shows the search as one summary button that opens the form in a tray, and has no axe violations', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=new+york%2C+ny');
    const { container } = renderSearch(<Root />, { api: fakeApi(), width: 390 });
    const summary = await screen.findByRole('button', { name: 'Change the search: Party · New York · Anytime' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(summary);
    const tray = await screen.findByRole('dialog', { name: 'Your search' });
    expect(within(tray).getByRole('search', { name: 'Find a space' })).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: /Location/ })).toHaveTextContent('New York, NY');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your search' })).not.toBeInTheDocument());
  });

  it("names the locale's own place on a plan page, which searches near it", async () => {
    at('/us/plan/party');
    renderSearch(<Root />, { api: fakeApi(), width: 390 });
    expect(await screen.findByRole('button', { name: 'Change the search: Party · New York · Anytime' })).toBeInTheDocument();
  });

  it('keeps the full form from 744 px', async () => {
    at('/us/s/?activity=party&location=new+york%2C+ny');
    renderSearch(<Root />, { api: fakeApi(), width: 744 });
    expect(await screen.findByRole('search', { name: 'Find a space' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change the search/ })).not.toBeInTheDocument();
  });
});
