import type { ApiClient } from '@hourspace/api-client';
import { act, screen } from '@testing-library/react';
import { GUEST_SESSION, freshBus, renderAccount } from '../../testing/render';
import { Root, currentPageName } from '../root';

const board = {
  id: 2,
  name: 'Team offsite',
  description: '',
  is_default: false,
  space_count: 0,
  cover: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

describe('the account root', () => {
  it('names the page of each boards route', () => {
    expect(currentPageName('/us/boards')).toBe('boards');
    expect(currentPageName('/de/boards/12')).toBe('board');
  });

  it('shows the page of the new path after a navigation between two of its pages, without a remount', async () => {
    freshBus(GUEST_SESSION);
    window.history.replaceState(null, '', '/us/boards');
    const request = jest.fn(async (spec: { path: string }) => (spec.path === '/v1/boards' ? { data: [board] } : { ...board, spaces: [] }));
    const api = { request } as unknown as ApiClient;
    renderAccount(<Root services={{ api, loadStripe: () => Promise.reject(new Error('none')) }} />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boards' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/us/boards/2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Team offsite' })).toBeInTheDocument();
  });
});
