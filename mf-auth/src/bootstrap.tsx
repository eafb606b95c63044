import { mountStandalone } from '@hourspace/remote';
import { definition } from './app/definition';

// Standalone dev mount: `npm run dev -w mf-auth` runs this remote alone for its team.
void mountStandalone(definition, {});
