/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8130/3ds/challenge"}
 */
import { browserRoute } from '../index';
import { STRINGS } from '../i18n';

const PAGE = 'http://localhost:8100';
const PK = 'pk_test_hourspace_local';
const fetchMock = jest.fn();
let posted: jest.SpyInstance;

beforeAll(() => {
  const params = new URLSearchParams({ intent: 'pi_42', client_secret: 'pi_42_secret_z', key: PK, parent: PAGE, locale: 'de' });
  const html = browserRoute('GET', '/3ds/challenge', params, 'http://localhost:8130')!.body;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const script = parsed.querySelector('script')!.textContent!;
  parsed.querySelector('script')!.remove();
  document.body.innerHTML = parsed.body.innerHTML;
  window.fetch = fetchMock;
  posted = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  new Function(script)();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;

describe('the test 3-D Secure page', () => {
  it('offers both outcomes in the page language, the first one focused', () => {
    expect(document.body).toHaveTextContent(STRINGS.de.testNotice);
    expect(document.activeElement).toBe(button(STRINGS.de.completeAuthentication));
    expect(button(STRINGS.de.failAuthentication)).toBeDefined();
  });

  it('keeps Tab between its two buttons', () => {
    const complete = button(STRINGS.de.completeAuthentication);
    const fail = button(STRINGS.de.failAuthentication);
    fail.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(complete);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(document.activeElement).toBe(fail);
  });

  it('shows an error and stays open when the processor cannot be reached', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    button(STRINGS.de.completeAuthentication).click();
    await tick();
    expect(document.getElementById('hs-status')).toHaveTextContent(STRINGS.de.challengeError);
    expect(posted.mock.calls.filter(([data]) => (data as { type: string }).type === '3ds-done')).toHaveLength(0);
  });

  it('fails on Escape: tells the processor, then the page', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ id: 'pi_42', status: 'requires_payment_method' }) }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await tick();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('http://localhost:8130/v1/3ds/pi_42/fail');
    expect(init).toMatchObject({ method: 'POST', body: 'client_secret=pi_42_secret_z', headers: { Authorization: `Bearer ${PK}` } });
    expect(posted).toHaveBeenLastCalledWith({ source: 'hourspace-processor', type: '3ds-done', intent: 'pi_42', outcome: 'fail' }, PAGE);
  });
});
