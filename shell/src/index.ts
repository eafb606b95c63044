// The page frame's styles: a file the CSP allows (in production a <link> in the page's head).
import './shell.css';
import { provideShared } from './provide-shared';

// The async boundary: shared singletons are negotiated before any app code runs. The
// libraries every remote renders with are asked for at the same moment, so their chunks
// download beside the bootstrap's.
provideShared().catch((error: unknown) => console.error(error));
import('./bootstrap').catch((error: unknown) => console.error(error));
