import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { createAccount, freshEmail } from '../auth/helpers';

/** Signs the browser in as a new account made through the API (as the sign-in would), without the modal. */
export async function signedIn(context: BrowserContext, request: APIRequestContext, tag: string): Promise<void> {
  const tokens = await createAccount(request, freshEmail(tag));
  const cookies = [
    { name: 'PSAccess', value: tokens.access_token, url: 'http://localhost:8080' },
    { name: 'PSUser', value: tokens.SSOid, url: 'http://localhost:8080' },
  ];
  // The refresh token may travel in an HttpOnly cookie of the API instead of the answer.
  if (typeof tokens.refresh_token === 'string') cookies.push({ name: 'PSRefresh', value: tokens.refresh_token, url: 'http://localhost:8080' });
  await context.addCookies(cookies);
}
