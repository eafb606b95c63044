import { shellConfig } from '@hourspace/config/webpack';

// focus-trap-react (with focus-trap and tabbable) is provided for the page but loaded only when
// a dialog first opens (docs/decisions/dialog-focus-trap-on-open.md).
export default shellConfig({ dir: __dirname, providedOnDemand: ['focus-trap-react'] });
