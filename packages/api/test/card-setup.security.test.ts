import { DEV_STRIPE_PUBLISHABLE_KEY, DEV_STRIPE_SECRET_KEY } from '@hourspace/contracts/dev-environment';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { createRng } from '../src/lib/rng';
import { confirmCardSetupInFrame } from './support/processor-calls';
import { freshEmail, testApiOfFile } from './support/test-api';

/**
 * Saving a card through the provider's SetupIntent flow (docs/decisions/payments-provider.md),
 * against the test server's own payment processor: the API makes the set-up, the test confirms
 * it as the processor's card frame would (publishable key, card number to the processor only),
 * and the API saves what the processor says of the card.
 */
const SUITE = 'Card set-up';
const api = testApiOfFile();

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function person(tag: string) {
  const email = freshEmail(tag);
  const { access_token: token, SSOid: id } = await api.signup(email);
  return { token, id, email };
}

async function startSetup(who: { token: string; id: string }) {
  const answer = await api.request('POST', `/v2/payments/users/${who.id}/cards/setup`, { token: who.token });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; client_secret: string };
}

const cardsOf = async (who: { token: string; id: string }) => (await api.request('GET', `/v2/payments/users/${who.id}/cards`, { token: who.token })).body.data;

describe('saving a card through a set-up', () => {
  it('saves a card confirmed on the processor as the card it reports (visa 4242), and lists it', async () => {
    const ada = await person('card.happy');
    const setup = await startSetup(ada);
    expect(setup.id).toMatch(/^seti_[A-Za-z0-9]+$/);
    expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_`));
    const confirmed = await confirmCardSetupInFrame(api, setup, '4242424242424242');
    expect(confirmed.body.status).toBe('succeeded');

    const saved = await api.request('POST', `/v2/payments/users/${ada.id}/cards/${setup.id}`, { token: ada.token });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: expect.stringMatching(/^card_/), brand: 'visa', last4: '4242', exp_month: 12, exp_year: NEXT_YEAR, name: 'Ada Lovelace' });
    expect(await cardsOf(ada)).toEqual([saved.body]);
    // Nothing the API answers carries the number.
    expect(JSON.stringify(await cardsOf(ada))).not.toContain('4242424242424242');
  });

  it('answers the same card when one set-up is saved twice, and keeps one', async () => {
    const ada = await person('card.replay');
    const setup = await startSetup(ada);
    await confirmCardSetupInFrame(api, setup, '4242424242424242');
    const first = await api.request('POST', `/v2/payments/users/${ada.id}/cards/${setup.id}`, { token: ada.token });
    const again = await Promise.all([1, 2].map(() => api.request('POST', `/v2/payments/users/${ada.id}/cards/${setup.id}`, { token: ada.token })));
    expect(first.status).toBe(201);
    expect(again.map((a) => [a.status, a.body.id])).toEqual([
      [200, first.body.id],
      [200, first.body.id],
    ]);
    expect(await cardsOf(ada)).toHaveLength(1);
  });

  it('saves nothing for a declined card (4000 0000 0000 0002)', async () => {
    const bob = await person('card.declined');
    const setup = await startSetup(bob);
    const refused = await confirmCardSetupInFrame(api, setup, '4000000000000002');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });

    const saved = await api.request('POST', `/v2/payments/users/${bob.id}/cards/${setup.id}`, { token: bob.token });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ error: 'invalid_card_token', error_description: 'This card token is not valid.', statusCode: 400 });
    expect(await cardsOf(bob)).toEqual([]);
  });

  it('refuses a set-up that is not finished, and someone else’s, with the answer a bad token gets', async () => {
    const ada = await person('card.mine');
    const eve = await person('card.thief');
    const unfinished = await startSetup(ada);
    const notYet = await api.request('POST', `/v2/payments/users/${ada.id}/cards/${unfinished.id}`, { token: ada.token });
    expect(notYet.status).toBe(400);
    expect(notYet.body.error).toBe('invalid_card_token');

    await confirmCardSetupInFrame(api, unfinished, '4242424242424242');
    // Eve has no customer yet, then one of her own: Ada's set-up is refused either way.
    const bad = await api.request('POST', `/v2/payments/users/${eve.id}/cards/seti_${'A'.repeat(24)}`, { token: eve.token });
    for (const round of ['no customer', 'own customer']) {
      if (round === 'own customer') await startSetup(eve);
      const stolen = await api.request('POST', `/v2/payments/users/${eve.id}/cards/${unfinished.id}`, { token: eve.token });
      expect({ round, status: stolen.status, body: stolen.body }).toEqual({ round, status: bad.status, body: bad.body });
    }
    expect(bad.body.error).toBe('invalid_card_token');
    expect(await cardsOf(eve)).toEqual([]);
    // Ada can still save it: Eve's tries changed nothing.
    expect((await api.request('POST', `/v2/payments/users/${ada.id}/cards/${unfinished.id}`, { token: ada.token })).status).toBe(201);
  });

  it('lets nobody set up, save or list cards for another person, or without logging in', async () => {
    const ada = await person('card.owner');
    const eve = await person('card.other');
    const setup = await startSetup(ada);
    await confirmCardSetupInFrame(api, setup, '4242424242424242');
    const answers = [
      await api.request('POST', `/v2/payments/users/${ada.id}/cards/setup`, { token: eve.token }),
      await api.request('POST', `/v2/payments/users/${ada.id}/cards/${setup.id}`, { token: eve.token }),
      await api.request('GET', `/v2/payments/users/${ada.id}/cards`, { token: eve.token }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403]);
    const anonymous = [
      await api.request('POST', `/v2/payments/users/${ada.id}/cards/setup`),
      await api.request('POST', `/v2/payments/users/${ada.id}/cards/${setup.id}`),
      await api.request('GET', `/v2/payments/users/${ada.id}/cards`),
    ];
    expect(anonymous.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(await cardsOf(ada)).toEqual([]);
  });

  it('answers 400 invalid_card_token to every malformed token, never a 5xx', async () => {
    const ada = await person('card.fuzz');
    await startSetup(ada);
    const rng = createRng(20261201);
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.%~!$&'()*+,;=:@ ";
    const random = (n: number) => Array.from({ length: n }, () => rng.pick([...alphabet])).join('');
    const tokens = [
      'seti_',
      'seti_x',
      `seti_${'A'.repeat(65)}`,
      `seti_${'A'.repeat(24)}_secret_${'B'.repeat(25)}`,
      `tok_${'A'.repeat(24)}`,
      `pm_${'A'.repeat(24)}`,
      `SETI_${'A'.repeat(24)}`,
      `seti_${'A'.repeat(23)}é`,
      "seti_' OR 1=1 --",
      'seti_%00AAAAAAAAAAAA',
      '..%2F..%2Fsetup',
      'x'.repeat(400),
      ...Array.from({ length: 150 }, () => (rng.chance(0.5) ? `seti_${random(rng.int(0, 70))}` : random(rng.int(1, 90)))),
    ];
    const statuses = new Map<number, number>();
    for (const token of tokens) {
      const answer = await api.request('POST', `/v2/payments/users/${ada.id}/cards/${encodeURIComponent(token)}`, { token: ada.token });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // An empty or dotted segment routes elsewhere (404); everything that reaches the route is refused alike.
      if (answer.status !== 404) expect({ token, status: answer.status, error: answer.body?.error }).toEqual({ token, status: 400, error: 'invalid_card_token' });
    }
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(await cardsOf(ada)).toEqual([]);
    recordFigure(SUITE, 'malformed card tokens sent', tokens.length);
    recordFigure(SUITE, 'malformed card tokens answered 400', statuses.get(400) ?? 0);
  });

  it('knows the secret key, not the publishable one, for reading a set-up', async () => {
    const ada = await person('card.keys');
    const setup = await startSetup(ada);
    const read = async (key: string) => (await fetch(`${api.processor.url}/v1/setup_intents/${setup.id}`, { headers: { authorization: `Bearer ${key}` } })).status;
    expect(await read(DEV_STRIPE_SECRET_KEY)).toBe(200);
    // Without the client secret the publishable key reads nothing: the page cannot read another person's set-up.
    expect(await read(DEV_STRIPE_PUBLISHABLE_KEY)).not.toBe(200);
  });

  it('refuses a card that has expired by the time it is saved', async () => {
    // Last in the file: the server's clock stays moved.
    const ada = await person('card.expired');
    const setup = await startSetup(ada);
    await confirmCardSetupInFrame(api, setup, '4242424242424242', NEXT_YEAR);
    await api.advanceClock(2 * 366 * 24 * 3600 * 1000);
    // Two years on, the sign-up's access token has long expired: log in again.
    const token = await api.login(ada.email);
    const saved = await api.request('POST', `/v2/payments/users/${ada.id}/cards/${setup.id}`, { token });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ error: 'card_expired', error_description: 'This card has expired.' });
    expect(await cardsOf({ ...ada, token })).toEqual([]);
  });
});
