import { ApiError, ApiErrorCode, type ApiClient } from '@hourspace/api-client';
import { PHOTO, boardSpaceFixture, boardSummaryFixture } from '@hourspace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { navigateToUrl } from 'single-spa';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { BoardPage, boardIdOf } from '../board-page';
import { BoardsPage } from '../boards-page';

expect.extend(toHaveNoViolations);

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const summary = (id: number, name: string, count: number, isDefault = false) =>
  boardSummaryFixture({ id, name, is_default: isDefault, space_count: count, cover: count ? PHOTO : null });
const card = (id: number, title: string, path = `/space/${id}/${title.toLowerCase().replace(/ /g, '-')}`) => boardSpaceFixture({ id, title, review_count: 3, path });

type Spec = { method: string; path: string; json?: { name: string; description?: string } };

/** A fake API holding boards in memory, answering as /v1/boards does. */
function boardsApi(initial: { boards: ReturnType<typeof summary>[]; spaces?: Record<number, ReturnType<typeof card>[]> }) {
  let boards = [...initial.boards];
  const spaces: Record<number, ReturnType<typeof card>[]> = { ...(initial.spaces ?? {}) };
  const full = (id: number) => {
    const b = boards.find((x) => x.id === id);
    if (!b) throw new ApiError(ApiErrorCode.HTTP, 'Not Found', { status: 404 });
    return { ...b, space_count: (spaces[id] ?? []).length, spaces: spaces[id] ?? [] };
  };
  const request = jest.fn(async (spec: Spec) => {
    const id = Number(spec.path.split('/')[3]);
    if (spec.method === 'GET' && spec.path === '/v1/boards') return { data: boards };
    if (spec.method === 'POST') {
      const made = { ...summary(100 + boards.length, spec.json!.name, 0), description: spec.json!.description ?? '' };
      boards = [made, ...boards];
      return { ...made, spaces: [] };
    }
    if (spec.method === 'GET') return full(id);
    if (spec.method === 'PUT') {
      boards = boards.map((b) => (b.id === id ? { ...b, name: spec.json!.name, description: spec.json!.description ?? '' } : b));
      return full(id);
    }
    if (spec.method === 'DELETE' && spec.path.includes('/spaces/')) {
      const spaceId = Number(spec.path.split('/')[5]);
      spaces[id] = (spaces[id] ?? []).filter((s) => s.id !== spaceId);
      return { removed: 1, board_id: id, space_id: spaceId };
    }
    if (spec.method === 'DELETE') {
      boards = boards.filter((b) => b.id !== id);
      return { deleted: true, id };
    }
    throw new Error(`unexpected ${spec.method} ${spec.path}`);
  });
  return { request } as unknown as Partial<ApiClient> & { request: jest.Mock };
}

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  jest.mocked(navigateToUrl).mockReset();
  freshBus(GUEST_SESSION);
});

describe('/boards', () => {
  it('lists the boards with cover, name and count, the default one by its own name', async () => {
    window.history.replaceState(null, '', '/us/boards');
    const api = boardsApi({ boards: [summary(1, '', 2, true), summary(2, 'Team offsite', 1), summary(3, 'Empty one', 0)] });
    const { container } = renderAccount(<BoardsPage />, { api });
    const list = await screen.findByRole('list', { name: 'Your boards' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Saved spaces2 spaces', 'Team offsite1 space', 'Empty one0 spaces']);
    expect(links[1]).toHaveAttribute('href', '/us/boards/2');
    await userEvent.click(links[1]!);
    expect(navigateToUrl).toHaveBeenCalledWith('/us/boards/2');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows what to do when there are no boards', async () => {
    window.history.replaceState(null, '', '/us/boards');
    renderAccount(<BoardsPage />, { api: boardsApi({ boards: [] }) });
    expect(await screen.findByRole('heading', { name: 'No boards yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find spaces' })).toHaveAttribute('href', '/us/');
  });

  it('creates a board with the §5 rules and confirms it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/boards');
    const api = boardsApi({ boards: [] });
    renderAccount(<BoardsPage />, { api });
    await screen.findByRole('heading', { name: 'No boards yet' });
    await user.click(screen.getByRole('button', { name: 'Create a board' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a board' });
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(within(dialog).getByText('Please enter a board name.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Board name' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Board name' }), 'Team offsite');
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/v1/boards', json: { name: 'Team offsite', description: '' } })));
    expect(await screen.findByText('Your board “Team offsite” was created.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Team offsite/ })).toBeInTheDocument();
  });

  it('shows an error card with a retry when the boards cannot be read', async () => {
    window.history.replaceState(null, '', '/us/boards');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: [] });
    renderAccount(<BoardsPage />, { api: { request } as unknown as Partial<ApiClient> });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No boards yet' })).toBeInTheDocument();
  });
});

describe('/boards/{id}', () => {
  it('shows the board’s spaces as cards linking to their pages under the prefix', async () => {
    window.history.replaceState(null, '', '/us/boards/2');
    const api = boardsApi({
      boards: [summary(2, 'Team offsite', 2)],
      spaces: { 2: [card(7, 'Sunny loft'), card(8, 'Bad path', 'javascript:alert(1)'), card(9, 'Other site', '//evil.example/space/9')] },
    });
    const { container } = renderAccount(<BoardPage />, { api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Team offsite' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Spaces on Team offsite' });
    expect(within(list).getByRole('link', { name: 'Sunny loft' })).toHaveAttribute('href', '/us/space/7/sunny-loft');
    // A path that is not the site's never becomes a link.
    expect(within(list).queryByRole('link', { name: 'Bad path' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Other site' })).not.toBeInTheDocument();
    expect(within(list).getAllByText('$85 / hour')).toHaveLength(3);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('removes a space, renames the board and deletes it after a confirmation', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/us/boards/2');
    const api = boardsApi({ boards: [summary(2, 'Team offsite', 1)], spaces: { 2: [card(7, 'Sunny loft')] } });
    renderAccount(<BoardPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Remove Sunny loft from this board' }));
    expect(await screen.findByText('Sunny loft was removed from this board.')).toBeInTheDocument();
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/v1/boards/2/spaces/7' }));
    expect(await screen.findByText('There are no spaces on this board yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit board' }));
    const edit = screen.getByRole('dialog', { name: 'Edit board' });
    const name = within(edit).getByRole('textbox', { name: 'Board name' });
    expect(name).toHaveValue('Team offsite');
    await user.clear(name);
    await user.type(name, 'Q');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(within(edit).getByText('Is too short (minimum is 2 characters)')).toBeInTheDocument();
    await user.type(name, '3 offsite');
    await user.type(within(edit).getByRole('textbox', { name: /Description/ }), 'Lisbon, in May');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your board was saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Q3 offsite' })).toBeInTheDocument();
    expect(screen.getByText('Lisbon, in May')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete board' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Q3 offsite”?' });
    expect(api.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/v1/boards/2' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete board' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/us/boards'));
    expect(api.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/v1/boards/2' }));
  });

  it('says a board that is not the person’s (or none) does not exist', async () => {
    window.history.replaceState(null, '', '/us/boards/99');
    renderAccount(<BoardPage />, { api: boardsApi({ boards: [] }) });
    expect(await screen.findByRole('heading', { name: 'This board does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All boards' })).toHaveAttribute('href', '/us/boards');
  });

  it('reads the board id from the path', () => {
    expect(boardIdOf('/us/boards/12')).toBe(12);
    expect(boardIdOf('/boards/12/')).toBe(12);
    expect(boardIdOf('/de/boards/abc')).toBeNull();
    expect(boardIdOf('/us/boards/0')).toBeNull();
    expect(boardIdOf('/us/boards/1234567890')).toBeNull();
  });
});
