import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { fakeApi, NEW_YORK } from '../../../../testing/fake-api';
import { renderSearch } from '../../../../testing/render';
import { SearchForm } from '../search-form';

expect.extend(toHaveNoViolations);

// The page's one single-spa (a shared singleton): navigation goes through its navigateToUrl.
jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

let navigate: jest.Mock;
let warn: jest.SpyInstance;
beforeEach(() => {
  navigate = jest.mocked(navigateToUrl).mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
});

async function ready() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
}

describe('the search form on desktop', () => {
  it('offers 1 to 5 activities for "photo" and takes the one picked', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    const activity = screen.getByRole('combobox', { name: 'Activity' });
    await user.type(activity, 'photo');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(1);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(activity).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: /Photo Shoot/ }));
    expect(activity).toHaveValue('Photo Shoot');
    expect(activity).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    const activity = screen.getByRole('combobox', { name: 'Activity' });
    await user.type(activity, 'meet');
    await screen.findByRole('option', { name: /Meeting/ });
    await user.keyboard('{ArrowDown}');
    expect(activity.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(activity).toHaveValue('Meeting');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for place predictions only after 400 ms without typing', async () => {
    const api = fakeApi();
    renderSearch(<SearchForm variant="hero" />, { api });
    await ready();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'new york');
    act(() => jest.advanceTimersByTime(399));
    expect(api.placePredictions).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(api.placePredictions).toHaveBeenCalledTimes(1);
    expect(api.placePredictions).toHaveBeenCalledWith('new york', 'en-US');
    expect(await screen.findByRole('option', { name: 'New York City, NY, United States' })).toBeInTheDocument();
  });

  it('keeps Search disabled with a spinner until the default location has loaded, then shows it', async () => {
    let answer: (value: typeof NEW_YORK) => void = () => {};
    const api = fakeApi({ locationPrefill: jest.fn(() => new Promise<typeof NEW_YORK>((resolve) => (answer = resolve))) });
    renderSearch(<SearchForm variant="hero" />, { api });
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(NEW_YORK));
    // The query tells the form on its next tick.
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('New York, NY');
  });

  it('still lets people search when the default location fails, and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi({ locationPrefill: jest.fn(() => Promise.reject(new Error('env down'))) }) });
    await ready();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(error).toHaveBeenCalledWith('[mf-search] the location prefill could not be loaded', expect.any(Error));
    error.mockRestore();
  });

  it('shows Anytime until a date is chosen, with both time pickers disabled', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    const when = screen.getByRole('button', { name: /When/ });
    expect(when).toHaveTextContent('Anytime');
    await user.click(when);
    const picker = await screen.findByRole('dialog', { name: 'Date and time' });
    expect(within(picker).getByLabelText('Start time')).toBeDisabled();
    expect(within(picker).getByLabelText('End time')).toBeDisabled();
  });

  it('disables the days before today and shows the date and times once a day is picked', async () => {
    jest.useFakeTimers({ now: new Date(2030, 4, 15, 12), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    await user.click(screen.getByRole('button', { name: /When/ }));
    const picker = await screen.findByRole('dialog', { name: 'Date and time' });
    expect(within(picker).getByRole('heading', { name: 'May 2030' })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Tuesday, May 14, 2030' })).toBeDisabled();
    expect(within(picker).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: 'Monday, May 20, 2030' }));
    expect(within(picker).getByLabelText('Start time')).toBeEnabled();
    await user.selectOptions(within(picker).getByLabelText('Start time'), '5:00 PM');
    expect(within(picker).getByLabelText('End time')).toHaveDisplayValue('6:00 PM');
    expect(screen.getByRole('button', { name: /When/ })).toHaveTextContent('May 20, 5:00 PM - 6:00 PM');
    await user.click(within(picker).getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: /When/ })).toHaveTextContent('Anytime');
  });

  it("marks an unknown activity with the spec's message and does not search", async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    await ready();
    const activity = screen.getByRole('combobox', { name: 'Activity' });
    await user.type(activity, 'xylophone recital');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("We don't recognize that activity...")).toBeInTheDocument();
    expect(activity).toHaveAttribute('aria-invalid', 'true');
    expect(activity).toHaveAccessibleDescription("We don't recognize that activity...");
    expect(activity).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("marks an unknown location with the spec's message", async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    await ready();
    await user.type(screen.getByRole('combobox', { name: 'Activity' }), 'party');
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("We don't recognize that location")).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a missing activity as an option error', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select an activity type.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes to the lower-cased results URL without a reload and reports where it went', async () => {
    const user = userEvent.setup();
    const onSearched = jest.fn();
    renderSearch(<SearchForm variant="modal" onSearched={onSearched} />, { api: fakeApi(), prefix: 'gb' });
    await ready();
    await user.type(screen.getByRole('combobox', { name: 'Activity' }), 'photo');
    await user.click(await screen.findByRole('option', { name: /Photo Shoot/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gb/s/?activity=photo+shoot&location=new+york%2C+ny'));
    expect(onSearched).toHaveBeenCalledWith('/gb/s/?activity=photo+shoot&location=new+york%2C+ny');
    expect(warn).toHaveBeenCalledWith('[mf-search] building the results URL without start date, end date');
  });

  it('searches round a point of interest chosen from the suggestions (point_of_interest)', async () => {
    const user = userEvent.setup();
    const centralPark = {
      query: 'Central Park, NY, United States',
      label: 'Central Park, NY, United States',
      placeId: 'poi:central-park-new-york',
      latitude: 40.7829,
      longitude: -73.9654,
    };
    renderSearch(<SearchForm variant="modal" />, { api: fakeApi({ placePredictions: jest.fn(async () => [centralPark]) }) });
    await ready();
    await user.type(screen.getByRole('combobox', { name: 'Activity' }), 'party');
    await user.click(await screen.findByRole('option', { name: /Party/ }));
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'central park');
    await user.click(await screen.findByRole('option', { name: 'Central Park, NY, United States' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/us/s/?activity=party&location=central+park%2C+ny%2C+united+states&point_of_interest=poi%3Acentral-park-new-york'));
  });

  it('is active while a field is being edited, and every field read-only otherwise', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    const form = screen.getByRole('search', { name: 'Find a space' });
    expect(form).toHaveAttribute('data-active', 'false');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    expect(form).toHaveAttribute('data-active', 'true');
    expect(form.querySelectorAll('[data-state="focused"]')).toHaveLength(1);
    await user.click(document.body);
    expect(form).toHaveAttribute('data-active', 'false');
    expect(form.querySelectorAll('[data-state="read-only"]')).toHaveLength(3);
  });

  it('has no axe violations with its suggestions open', async () => {
    const user = userEvent.setup();
    const { container } = renderSearch(<SearchForm variant="hero" />, { api: fakeApi() });
    await user.type(screen.getByRole('combobox', { name: 'Activity' }), 'photo');
    await screen.findAllByRole('option');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the search form below 1120 px', () => {
  it('opens a bottom tray for the activity and takes the activity picked there', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi(), width: 390 });
    expect(screen.queryByRole('combobox', { name: 'Activity' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Activity/ }));
    const tray = screen.getByRole('dialog', { name: 'What are you planning?' });
    // The combobox comes right after the tray's first paint, and takes the focus.
    const input = await within(tray).findByRole('combobox', { name: 'Activity' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'photo');
    await user.click(await within(tray).findByRole('option', { name: /Photo Shoot/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Activity/ })).toHaveTextContent('Photo Shoot');
  });

  it('opens the location tray', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi(), width: 390 });
    await user.click(screen.getByRole('button', { name: /Location/ }));
    const tray = screen.getByRole('dialog', { name: 'Where are you looking?' });
    const input = await within(tray).findByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('moves through the date tray screens main, date, startTime and endTime', async () => {
    const user = userEvent.setup();
    renderSearch(<SearchForm variant="hero" />, { api: fakeApi(), width: 390 });
    await user.click(screen.getByRole('button', { name: /When/ }));
    const main = screen.getByRole('dialog', { name: 'Date and time' });
    expect(within(main).getByRole('button', { name: /Start time/ })).toBeDisabled();
    await user.click(within(main).getByRole('button', { name: /^Date/ }));
    const dateScreen = screen.getByRole('dialog', { name: 'Date' });
    const firstOpenDay = dateScreen.querySelector<HTMLButtonElement>('button[data-iso]:not([disabled])');
    if (!firstOpenDay) throw new Error('no day to pick');
    await user.click(firstOpenDay);
    await user.click(within(screen.getByRole('dialog', { name: 'Date and time' })).getByRole('button', { name: /Start time/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Start time' })).getByRole('button', { name: '8:00 PM' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Date and time' })).getByRole('button', { name: /End time/ }));
    const endScreen = screen.getByRole('dialog', { name: 'End time' });
    expect(within(endScreen).queryByRole('button', { name: '8:00 PM' })).not.toBeInTheDocument();
    await user.click(within(endScreen).getByRole('button', { name: '11:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /When/ })).toHaveTextContent(/8:00 PM - 11:00 PM$/);
  });
});
