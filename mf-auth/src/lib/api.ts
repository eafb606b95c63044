import { createApiClient, type ApiClient } from '@hourspace/api-client';

let client: ApiClient | undefined;

/** The page's API client for this remote (created on first use, so tests can swap it first). */
export function getApi(): ApiClient {
  client ??= createApiClient();
  return client;
}

/** Replaces the client (component tests hand in a fake). */
export function setApi(next: ApiClient | undefined): void {
  client = next;
}
