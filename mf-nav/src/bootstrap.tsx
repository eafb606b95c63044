import { setWebEnvironment } from '@hourspace/contracts';
import { devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { mountStandalone, type RemoteDefinition, type RemoteProps } from '@hourspace/remote';
import { definition } from './app/definition';
import { FooterRoot } from './app/footer-root';
import { Root } from './app/root';

function StandalonePage(props: RemoteProps) {
  return (
    <>
      <Root {...props} />
      <main style={{ minHeight: '60vh' }} />
      <FooterRoot {...props} />
    </>
  );
}

// The standalone page has no shell to set the page's environment from a release manifest: in a
// development build it talks to the local API (a production build drops this, and ships no page).
if (process.env.NODE_ENV !== 'production') setWebEnvironment(devWebEnvironment());

// Standalone dev mount: `npm run dev -w mf-nav` shows the top nav and the footer alone for their team.
const standalone: RemoteDefinition<RemoteProps> = { ...definition, Root: StandalonePage };
void mountStandalone(standalone, {});
