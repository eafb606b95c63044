import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Writes what a mutation learnt into one cached query, after cancelling a read of that query
 * already on its way. Such a read may have been answered before the change was written: landing
 * after this write it would bring the old data back over it (an edited board name, a removed
 * space reappearing). mf-search's `markSaved` fixed the same race for the hearts (1e09c9a).
 * A cancelled read's answer is dropped; the query keeps the data written here.
 */
export async function writeQueryData<T>(client: QueryClient, queryKey: QueryKey, updater: Updater<T | undefined, T | undefined>): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, updater);
}
