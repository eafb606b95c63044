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

// Standalone dev mount: `npm run dev -w mf-nav` shows the top nav and the footer alone for their team.
const standalone: RemoteDefinition<RemoteProps> = { ...definition, Root: StandalonePage };
void mountStandalone(standalone, {});
