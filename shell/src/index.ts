// The page frame's styles: a file the CSP allows (in production a <link> in the page's head).
import './shell.css';
import { holdEarlyPresses } from './held-presses';
import { provideShared } from './provide-shared';
import { inNextTask } from './tasks';

// The async boundary: shared singletons are negotiated before any app code runs. The
// libraries every remote renders with are asked for first, so their chunks download beside
// the bootstrap's. Nothing starts in the task that evaluates this script, which already starts
// the federation runtime, and each step runs in a task of its own: on a phone's CPU one task
// for all of it was the page's longest (docs/decisions/main-thread-tasks.md).
// A press on markup rendered ahead (the home page, its nav and hero form) before its code is in is held for it.
holdEarlyPresses();
inNextTask(() => {
  provideShared().catch((error: unknown) => console.error(error));
  inNextTask(() => {
    import('./bootstrap').catch((error: unknown) => console.error(error));
  });
});
