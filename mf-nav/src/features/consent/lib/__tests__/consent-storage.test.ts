import { CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY, currentConsent, defaultChoices, forgetPageDecision, readStoredConsent, writeStoredConsent } from '../consent-storage';

beforeEach(() => {
  window.localStorage.clear();
  forgetPageDecision();
});

afterEach(() => jest.restoreAllMocks());

describe('defaultChoices', () => {
  it('turns analytics and marketing on in a US time zone, the opt-out regime', () => {
    expect(defaultChoices({ timeZone: 'America/Chicago', gpc: false })).toEqual({ analytics: true, marketing: true });
  });

  it('leaves them off elsewhere until the person opts in', () => {
    expect(defaultChoices({ timeZone: 'Europe/Berlin', gpc: false })).toEqual({ analytics: false, marketing: false });
    expect(defaultChoices({ timeZone: undefined, gpc: false })).toEqual({ analytics: false, marketing: false });
  });

  it('honours a Global Privacy Control signal as an opt-out, even in the US', () => {
    expect(defaultChoices({ timeZone: 'America/New_York', gpc: true })).toEqual({ analytics: false, marketing: false });
  });
});

describe('stored consent', () => {
  it('reads back what was written, with the time it was decided', () => {
    expect(writeStoredConsent({ analytics: true, marketing: false }, 1_000)).toBe(true);
    expect(readStoredConsent(2_000)).toEqual({ analytics: true, marketing: false, decidedAt: 1_000 });
    expect(currentConsent(2_000)).toEqual({ decided: true, analytics: true, marketing: false });
  });

  it('forgets a decision older than its lifetime', () => {
    writeStoredConsent({ analytics: true, marketing: true }, 0);
    expect(readStoredConsent(CONSENT_LIFETIME_MS)).not.toBeNull();
    expect(readStoredConsent(CONSENT_LIFETIME_MS + 1)).toBeNull();
    expect(currentConsent(CONSENT_LIFETIME_MS + 1).decided).toBe(false);
  });

  it('ignores a stored value that is not valid JSON or not the expected shape', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readStoredConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes', marketing: false, decidedAt: 1 }));
    expect(readStoredConsent()).toBeNull();
  });

  it('keeps the decision for the page when the browser refuses to store it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeStoredConsent({ analytics: false, marketing: true }, 10)).toBe(false);
    expect(readStoredConsent(20)).toEqual({ analytics: false, marketing: true, decidedAt: 10 });
  });
});
