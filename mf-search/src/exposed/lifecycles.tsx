import { createRemoteLifecycles } from '@hourspace/remote';
import { definition } from '../app/definition';

/** The single-spa lifecycles the shell mounts for mf-search. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(definition);
