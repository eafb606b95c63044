import { createRemoteLifecycles } from '@hourspace/remote';
import { footerDefinition } from '../app/footer-definition';

/** The single-spa lifecycles of the site footer (slot #hs-footer, every page). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(footerDefinition);
