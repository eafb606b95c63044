import { ROUTES } from '@hourspace/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { fakeNavApi, renderNav, resetPage } from '../../../testing/render-nav';
import { fetchBrowseTree } from '../api/get-browse-tree';
import { BrowseMenu } from '../browse-menu';

beforeEach(() => resetPage());

describe('fetchBrowseTree', () => {
  it("reads the tree out of the API's { locale, tree } answer", async () => {
    const request = jest.fn(async (spec: { path: string; schema: v.GenericSchema }) => v.parse(spec.schema, { locale: 'de-DE', tree: [{ label: 'Eventräume', path: '/de/plan/activities#event', children: [] }] }));
    await expect(fetchBrowseTree({ request } as never, 'de-DE')).resolves.toEqual([{ label: 'Eventräume', path: '/de/plan/activities#event', children: [] }]);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: ROUTES.browseTree.replace('{locale}', 'de-DE') }));
  });

  it('refuses an answer without a tree', async () => {
    const request = jest.fn(async (spec: { schema: v.GenericSchema }) => v.parse(spec.schema, [{ label: 'x' }]));
    await expect(fetchBrowseTree({ request } as never, 'en-US')).rejects.toThrow();
  });
});

describe('BrowseMenu', () => {
  it('groups the entries by kind of space in the slide-in', async () => {
    const user = userEvent.setup();
    renderNav(<BrowseMenu locale="en-US" prefix="us" variant="inline" />);
    await user.click(screen.getByRole('button', { name: 'Browse spaces' }));
    const groups = (await screen.findByRole('link', { name: 'Event spaces' })).closest('ul') as HTMLElement;
    expect(within(groups).getAllByRole('link').map((link) => link.textContent)).toEqual(['Event spaces', 'Party Venues', 'See all event spaces', 'Cities', 'New York']);
  });

  it('shows a busy state until the tree arrives', async () => {
    const user = userEvent.setup();
    const api = fakeNavApi();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fake = api.request.getMockImplementation()!;
    api.request.mockImplementation(async (spec) => {
      await answered;
      return fake(spec);
    });
    renderNav(<BrowseMenu locale="en-US" prefix="us" variant="dropdown" />, { api });
    await user.click(screen.getByRole('button', { name: 'Browse spaces' }));
    expect(screen.getByRole('status', { name: 'Loading the kinds of spaces' })).toBeInTheDocument();
    answer();
    await screen.findByRole('link', { name: 'Party Venues' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('becomes a plain link to all activities when the tree cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeNavApi();
    api.request.mockRejectedValue(new Error('offline'));
    renderNav(<BrowseMenu locale="en-US" prefix="ca" variant="dropdown" />, { api, locale: 'en-CA', prefix: 'ca' });
    expect(await screen.findByRole('link', { name: 'Browse spaces' })).toHaveAttribute('href', '/ca/plan/activities');
    expect(screen.queryByRole('button', { name: 'Browse spaces' })).not.toBeInTheDocument();
  });

  it('closes after a link is followed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/plan/activities');
    renderNav(<BrowseMenu locale="en-US" prefix="us" variant="dropdown" />);
    const button = screen.getByRole('button', { name: 'Browse spaces' });
    await user.click(button);
    await user.click(await screen.findByRole('link', { name: 'See all event spaces' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
