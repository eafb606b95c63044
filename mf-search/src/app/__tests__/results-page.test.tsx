import { getBus } from '@hourspace/bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { LocationChoice } from '../../lib/api/get-place-predictions';
import { board, fakeApi, resultsPage, space } from '../../testing/fake-api';
import { at, navigateLikeTheShell, resetPage } from '../../testing/navigation';
import { renderSearch } from '../../testing/render';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

// The page's one single-spa (a shared singleton): navigation goes through its navigateToUrl.
jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

let navigate: jest.Mock;
beforeEach(() => {
  navigate = navigateLikeTheShell();
  resetPage();
  window.location.hash = '';
  window.localStorage.clear();
});

describe('the results page', () => {
  it('shows up to 30 spaces as articles with their price, capacity and rating', async () => {
    at('/us/s/?activity=photo+shoot&location=new+york');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(30);
    expect(api.searchSpaces).toHaveBeenCalledWith({ activity: 'photo shoot', location: 'new york', page_size: '30', locale: 'en-US' });
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Sunlit Loft 1' })).toBeInTheDocument();
    expect(first.getByText('$101 / hour')).toBeInTheDocument();
    expect(first.getByText('Up to 21 guests')).toBeInTheDocument();
    expect(first.getByText('Rated 4.8 out of 5 from 120 reviews')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Photo of Sunlit Loft 1' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Instant book')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Shoot spaces near New York City' })).toBeInTheDocument();
    expect(screen.getByText('1–30 of 64 spaces')).toBeInTheDocument();
  });

  it('shows prices in euros on a German page', async () => {
    at('/de/s/?activity=party&location=berlin');
    renderSearch(<Root />, {
      api: fakeApi({ searchSpaces: jest.fn(async () => resultsPage(1, 1, { results: [space(1, { currency: 'EUR', hourly_price: 80 })] })) }),
      locale: 'de-DE',
      prefix: 'de',
    });
    expect(await screen.findByText('80 € / hour')).toBeInTheDocument();
  });

  it('goes to the next page through the pagination and searches it', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    await screen.findAllByRole('article');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=boston&page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await waitFor(() => expect(api.searchSpaces).toHaveBeenLastCalledWith(expect.objectContaining({ page: '2' })));
  });

  it('searches again with the filters applied, and refuses attendees outside 1 to 100,000', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston&page=3');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    await screen.findAllByRole('article');
    const attendees = screen.getByLabelText('Attendees');
    await user.type(attendees, '0');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The number of attendees must be between 1 and 100,000.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await user.clear(attendees);
    await user.type(attendees, '25');
    await user.click(screen.getByLabelText('Instant book only'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=boston&attendees=25&instant_book=true');
    await waitFor(() => expect(api.searchSpaces).toHaveBeenLastCalledWith(expect.objectContaining({ attendees: '25', instant_book: 'true' })));
  });

  it('sorts at once when the sort changes', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    renderSearch(<Root />, { api: fakeApi() });
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=boston&sort=price_asc');
  });

  it('sorts on Enter or on leaving the select after arrow keys, not on each arrow key, and keeps focus on it', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    renderSearch(<Root />, { api: fakeApi() });
    await screen.findAllByRole('article');
    const sort = screen.getByLabelText('Sort by');
    act(() => sort.focus());
    await user.keyboard('{ArrowDown}');
    const option = sort as HTMLSelectElement;
    // jsdom moves no choice on arrow keys: the browser's change that follows them.
    act(() => {
      option.value = 'price_asc';
      option.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(navigate).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=boston&sort=price_asc');
    expect(screen.getByLabelText('Sort by')).toHaveFocus();
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
  });

  it('keeps focus on Apply filters and its draft while the URL changes under it', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    renderSearch(<Root />, { api: fakeApi() });
    await screen.findAllByRole('article');
    await user.type(screen.getByLabelText('Attendees'), '12');
    const apply = screen.getByRole('button', { name: 'Apply filters' });
    act(() => apply.focus());
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=boston&attendees=12');
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBe(apply);
    expect(apply).toHaveFocus();
    expect(screen.getByLabelText('Attendees')).toHaveValue('12');
  });

  it('titles the document with the search, moves focus to the heading for a new search, and puts the price filter in the results currency', async () => {
    at('/de/s/?activity=party&location=new+york');
    const { unmount } = renderSearch(<Root />, {
      api: fakeApi({ searchSpaces: jest.fn(async () => resultsPage(2, 2, { results: [space(1, { currency: 'USD' }), space(2, { currency: 'USD' })] })) }),
      locale: 'de-DE',
      prefix: 'de',
    });
    await screen.findAllByRole('article');
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Hourspace`));
    expect(screen.getByLabelText('Max price ($)')).toBeInTheDocument();
    expect(heading).toHaveFocus();
    act(() => screen.getByLabelText('Attendees').focus());
    act(() => {
      window.history.pushState(null, '', '/de/s/?activity=party&location=new+york&attendees=3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText('Attendees')).toHaveFocus();
    act(() => {
      window.history.pushState(null, '', '/de/s/?activity=meeting&location=new+york');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    unmount();
  });

  it('says nothing matched and offers to remove the filters that narrow the search', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston&instant_book=true&price_max=20');
    const api = fakeApi({ searchSpaces: jest.fn(async () => resultsPage(0, 0)) });
    renderSearch(<Root />, { api });
    expect(await screen.findByRole('heading', { name: 'No spaces match this search' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the price range' }));
    expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=boston&instant_book=true');
  });

  it("shows the API's refusal in the page's language", async () => {
    at('/fr/s/?activity=xyz&location=paris');
    const refusal = new ApiError(ApiErrorCode.HTTP, "We don't recognize that activity...", {
      status: 400,
      error: 'validation',
      error_description: "We don't recognize that activity...",
      issues: [{ field: 'activity', message: "We don't recognize that activity..." }],
    });
    renderSearch(<Root />, { api: fakeApi({ searchSpaces: jest.fn(() => Promise.reject(refusal)) }), locale: 'fr-FR', prefix: 'fr' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nous ne reconnaissons pas cette activité...');
  });

  it('offers to try again after an unexpected failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    const searchSpaces = jest.fn().mockRejectedValueOnce(new ApiError(ApiErrorCode.NETWORK, 'down')).mockResolvedValue(resultsPage(2));
    renderSearch(<Root />, { api: fakeApi({ searchSpaces }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    error.mockRestore();
  });

  it('searches a plan page near the locale default place and titles it with the keyword', async () => {
    at('/us/plan/photo-shoot');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(api.searchSpaces).toHaveBeenCalledWith(expect.objectContaining({ activity: 'photo-shoot', location: 'New York, NY' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Shoot Locations near New York City' })).toBeInTheDocument();
  });

  it('re-reads the URL on back and forward', async () => {
    at('/us/s/?activity=party&location=boston');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    await screen.findAllByRole('article');
    act(() => {
      window.history.pushState(null, '', '/us/s/?activity=meeting&location=boston');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(api.searchSpaces).toHaveBeenLastCalledWith(expect.objectContaining({ activity: 'meeting' })));
  });

  it("holds the bar's room unseen until it can show the place the URL searched, so nothing below it moves when it comes", async () => {
    at('/us/s/?activity=party&location=boston');
    let answer: (place: LocationChoice | null) => void = () => undefined;
    const api = fakeApi({ geocode: jest.fn(() => new Promise<LocationChoice | null>((resolve) => (answer = resolve))) });
    const { container } = renderSearch(<Root />, { api });
    await screen.findAllByRole('article');
    // The bar is there, laid out but out of sight and out of reach: no search form to a reader yet.
    const held = screen.getByRole('search', { name: 'Find a space', hidden: true });
    expect(held.closest('[aria-hidden="true"]')).toHaveAttribute('inert');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await act(async () => answer({ query: 'boston', label: 'Boston, MA, United States' }));
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('Boston, MA, United States');
    expect(screen.getAllByRole('search', { hidden: true })).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    at('/us/s/?activity=party&location=boston');
    const { container } = renderSearch(<Root />, { api: fakeApi({ searchSpaces: jest.fn(async () => resultsPage(3, 40)) }) });
    await screen.findAllByRole('article');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the save button', () => {
  // Stands in for mf-auth, which takes the page's `auth:open` requests.
  let requests: unknown[];
  let release: () => void;
  beforeEach(() => {
    requests = [];
    release = getBus().handle('auth:open', (request) => requests.push(request));
  });
  afterEach(() => release());

  it('asks mf-auth for sign-up with source fav when logged out', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    renderSearch(<Root />, { api: fakeApi() });
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' }));
    expect(requests).toEqual([{ view: 'signup', source: 'fav' }]);
  });

  it('asks for a board, saves on it, and a press on the filled heart takes the space off', async () => {
    const user = userEvent.setup();
    getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-7' } });
    at('/us/s/?activity=party&location=boston');
    const api = fakeApi({ savedSpaceIds: jest.fn(async () => [2]), boards: jest.fn(async () => [board(4, 'Team offsite', [2])]) });
    renderSearch(<Root />, { api });
    const [card, second] = await screen.findAllByRole('article');
    expect(await within(second!).findByRole('button', { name: 'Save Sunlit Loft 2' })).toHaveAttribute('aria-pressed', 'true');
    const heart = within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a board' });
    // The default board is offered before it exists; the API makes it on the first save.
    expect(within(dialog).getByRole('button', { name: 'Saved spaces 0 spaces' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Team offsite 1 space' }));
    expect(api.saveSpace).toHaveBeenCalledWith(4, 1);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Saved to Team offsite')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your boards' })).toHaveAttribute('href', '/us/boards');
    expect(requests).toEqual([]);
    await user.click(heart);
    expect(api.unsaveSpace).toHaveBeenCalledWith(1);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Removed from your boards')).toBeInTheDocument();
  });

  it('creates a board with the §5 rules and saves the space on it', async () => {
    const user = userEvent.setup();
    getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-8' } });
    at('/us/s/?activity=party&location=boston');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a board' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(within(dialog).getByText('Please enter a board name.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Board name' });
    await user.type(name, 'T');
    await user.tab();
    expect(within(dialog).getByText('Is too short (minimum is 2 characters)')).toBeInTheDocument();
    await user.type(name, 'x'.repeat(40));
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(within(dialog).getByText('Is too long (maximum is 35 characters)')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Team offsite');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'y'.repeat(131));
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(within(dialog).getByText('Is too long (maximum is 130 characters)')).toBeInTheDocument();
    expect(api.createBoard).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(api.createBoard).toHaveBeenCalledWith({ name: 'Team offsite', description: '' }, 1);
    expect(await screen.findByText('Saved to Team offsite')).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a logged-out heart through sign-up and saves it on the default board once signed in', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    const api = fakeApi();
    renderSearch(<Root />, { api });
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' }));
    expect(requests).toEqual([{ view: 'signup', source: 'fav' }]);
    expect(api.saveSpace).not.toHaveBeenCalled();
    act(() => getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-new' } }));
    await waitFor(() => expect(api.saveSpace).toHaveBeenCalledWith('default', 1));
    expect(api.saveSpace).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Saved to Saved spaces')).toBeInTheDocument();
    await waitFor(() => expect(within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' })).toHaveAttribute('aria-pressed', 'true'));
    expect(window.sessionStorage.getItem('hs:pending-save')).toBeNull();
  });

  it("stays saved when the new user's ids, asked before the save, answer after it", async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=boston');
    let answerIds: (ids: number[]) => void = () => {};
    const api = fakeApi({ savedSpaceIds: jest.fn(() => new Promise<number[]>((resolve) => (answerIds = resolve))) });
    renderSearch(<Root />, { api });
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' }));
    act(() => getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-race' } }));
    expect(await screen.findByText('Saved to Saved spaces')).toBeInTheDocument();
    const heart = within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.savedSpaceIds).toHaveBeenCalledTimes(1);
    // The read started with the sign-in, before the save was written: its empty answer no longer counts.
    answerIds([]);
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('does nothing while the session is still loading', async () => {
    const user = userEvent.setup();
    getBus().setState('session', { navState: 'NAV_LOADING', profile: null });
    at('/us/s/?activity=party&location=boston');
    renderSearch(<Root />, { api: fakeApi() });
    const [card] = await screen.findAllByRole('article');
    const heart = within(card!).getByRole('button', { name: 'Save Sunlit Loft 1' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await user.click(heart);
    expect(requests).toEqual([]);
  });
});
