// The ui barrel imports its tokens for side effect, but a production build skips the barrel
// (the package is side-effect free apart from CSS) and the `--hs-*` properties with it.
import '@hourspace/ui/tokens.css';
import { HomePage } from './home-page';

const BUILD = __HOURSPACE_BUILD__.version + (__HOURSPACE_BUILD__.label ? `+${__HOURSPACE_BUILD__.label}` : '');

/** The home page's `<main>` (the platform keys on `data-remote` and `data-build`) and its sections. */
export function Root() {
  return (
    <main id="main-content" data-remote="mf-home" data-build={BUILD}>
      <HomePage />
    </main>
  );
}
