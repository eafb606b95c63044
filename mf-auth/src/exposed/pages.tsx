import { createRemoteLifecycles } from '@hourspace/remote';
import { pagesDefinition } from '../app/pages-definition';

/** The single-spa lifecycles the shell mounts for mf-auth's pages (/signin, /app/password-reset, /updated-terms, /referrals). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(pagesDefinition);
