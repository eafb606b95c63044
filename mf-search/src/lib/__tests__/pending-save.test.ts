import { hasPendingSave, rememberPendingSave, takePendingSave } from '../pending-save';

beforeEach(() => window.sessionStorage.clear());

describe('the logged-out heart kept through sign-up', () => {
  it('is taken once, for its own space only', () => {
    rememberPendingSave('12', 1_000);
    expect(hasPendingSave('12', 2_000)).toBe(true);
    expect(takePendingSave('13', 2_000)).toBe(false);
    expect(takePendingSave('12', 2_000)).toBe(true);
    expect(takePendingSave('12', 2_000)).toBe(false);
  });

  it('is forgotten after half an hour, and when the stored value is not one', () => {
    rememberPendingSave('12', 0);
    expect(takePendingSave('12', 31 * 60_000)).toBe(false);
    window.sessionStorage.setItem('hs:pending-save', '{"spaceId":12}');
    expect(takePendingSave('12')).toBe(false);
    window.sessionStorage.setItem('hs:pending-save', 'not json');
    expect(takePendingSave('12')).toBe(false);
  });
});
