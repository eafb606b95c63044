import type { ApiClient, LoginResponse } from '@hourspace/api-client';
import { getBus, type Bus } from '@hourspace/bus';
import { signIn as sessionSignIn, type SignInResult } from '@hourspace/session';
import { publishAnalytics } from '../events/publications';

/** What every flow step needs; tests pass fakes. */
export interface FlowDeps {
  api: ApiClient;
  bus: Bus;
  /** The page's locale (e.g. en-US) and URL prefix (e.g. us). */
  locale: string;
  prefix: string;
  /** Completes a log-in or sign-up: cookies, profile, the `session` topic (packages/session). */
  signIn(login: LoginResponse): Promise<SignInResult>;
}

/** The real dependencies for the page's locale. */
export function createFlowDeps({ locale, prefix, api, bus = getBus() }: { locale: string; prefix: string; api: ApiClient; bus?: Bus }): FlowDeps {
  return {
    api,
    bus,
    locale,
    prefix,
    signIn: (login) => sessionSignIn(login, { api, bus, locale }),
  };
}

/** Records an analytics event (spec §4: the login is recorded after success). */
export function track(deps: Pick<FlowDeps, 'bus'>, event: string, properties: Record<string, unknown>): void {
  publishAnalytics(deps.bus, event, properties);
}
