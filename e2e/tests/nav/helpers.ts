import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';

const API = 'http://localhost:8120';

type Login = { access_token: string; SSOid: string };

/**
 * Gives the browser a login's session cookies, as the login modal and the API would:
 * PSAccess and PSUser for the page, and the API's HttpOnly PSRefresh from the answer's Set-Cookie.
 */
async function giveSession(context: BrowserContext, response: APIResponse): Promise<Login> {
  const login = (await response.json()) as Login;
  const refresh = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('PSRefresh='))
    ?.value.slice('PSRefresh='.length)
    .split(';')[0];
  await context.addCookies([
    ...[
      ['PSAccess', login.access_token],
      ['PSUser', login.SSOid],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: 'localhost', path: '/', sameSite: 'Lax' as const })),
    ...(refresh ? [{ name: 'PSRefresh', value: refresh, domain: 'localhost', path: '/v1/sso', httpOnly: true, secure: true, sameSite: 'Strict' as const }] : []),
  ]);
  return login;
}

/**
 * Logs a demo account in through the API and gives the browser its session cookies, as
 * the login modal would (PSAccess, PSRefresh, PSUser on the site's host).
 */
export async function logInAs(request: APIRequestContext, context: BrowserContext, email: string): Promise<{ SSOid: string }> {
  const response = await request.post(`${API}/web-templates/v1/sso/authenticate`, {
    data: { username: email, password: 'Marketplace1', grant_type: 'password' },
  });
  if (!response.ok()) throw new Error(`log in as ${email} failed: ${response.status()} ${await response.text()}`);
  const login = await giveSession(context, response);
  return { SSOid: login.SSOid };
}

/** Signs a new guest up through the API (a fresh account, so no other test sees its changes) and gives the browser the session. */
export async function signUpFreshGuest(request: APIRequestContext, context: BrowserContext): Promise<{ email: string; accessToken: string }> {
  const email = `e2e-nav-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await request.post(`${API}/v1/profiles`, {
    data: { grant_type: 'signup', username: email, password: 'Marketplace1', first_name: 'Nora', last_name: 'Navtest', unsubscribe: true },
  });
  if (!response.ok()) throw new Error(`sign up ${email} failed: ${response.status()} ${await response.text()}`);
  const login = await giveSession(context, response);
  return { email, accessToken: login.access_token };
}

/** The signed-in user's profile, read straight from the API. */
export async function profileOf(request: APIRequestContext, accessToken: string): Promise<{ preferred_locale: string | null }> {
  const response = await request.get(`${API}/v1/profiles/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return (await response.json()) as { preferred_locale: string | null };
}
