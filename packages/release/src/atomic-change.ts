import { onStorage } from './bucket';
import { acquireLease, type LeaseOptions } from './channel-lease';
import { checkChannelName } from './channel-store';
import { LocalStorage, type ReleaseStorage } from './storage';

/**
 * THE way a channel changes (docs/decisions/release-atomic-changes.md): create, promote,
 * unpin, canary start and end, rollback, `release watch`'s automatic canary end and
 * `publish --promote` all run here. It takes the channel's lease in the storage itself
 * (`locks/<channel>.lock`), then reads, changes, composes and writes the channel through
 * `onStorage`, then lets the lease go; so two processes, or two machines, changing one channel
 * run one after the other, each on what the other wrote, and neither change is lost. In a
 * bucket the lease is checked once more before the first upload: a holder that lost it
 * (paused past its expiry) uploads nothing.
 */
export async function changeChannel<T>(storage: ReleaseStorage, channel: string, operation: () => T | Promise<T>, options: LeaseOptions = {}): Promise<T> {
  const lease = await acquireLease(storage, `locks/${checkChannelName(channel)}.lock`, options);
  try {
    if (storage instanceof LocalStorage) await lease.check();
    return await onStorage(storage, operation, { beforeUpload: () => lease.check() });
  } finally {
    await lease.release();
  }
}
