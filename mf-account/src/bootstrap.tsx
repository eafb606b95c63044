import { setWebEnvironment } from '@hourspace/contracts';
import { devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { mountStandalone } from '@hourspace/remote';
import { definition } from './app/definition';

// The standalone page has no shell to set the page's environment from a release manifest: in a
// development build it talks to the local API (a production build drops this, and ships no page).
if (process.env.NODE_ENV !== 'production') setWebEnvironment(devWebEnvironment());

// Standalone dev mount: `npm run dev -w mf-account` runs this remote alone for its team.
void mountStandalone(definition, {});
