import { canEdit, EDIT_WINDOW_MS } from '../threads';

describe('editing one’s own message', () => {
  const now = Date.parse('2030-01-01T12:00:00.000Z');

  it('is offered for 15 minutes after sending', () => {
    expect(EDIT_WINDOW_MS).toBe(15 * 60 * 1000);
    expect(canEdit('2030-01-01T11:59:00.000Z', now)).toBe(true);
    expect(canEdit('2030-01-01T11:45:01.000Z', now)).toBe(true);
  });

  it('is not offered after that, nor for a time that cannot be read', () => {
    expect(canEdit('2030-01-01T11:45:00.000Z', now)).toBe(false);
    expect(canEdit('2029-12-31T12:00:00.000Z', now)).toBe(false);
    expect(canEdit('not a date', now)).toBe(false);
  });
});
