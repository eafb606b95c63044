import { mountStandalone } from '@hourspace/remote';
import { definition } from './app/definition';

// Standalone dev mount: `npm run dev -w mf-nav` runs this remote alone for its team.
void mountStandalone(definition, {});
