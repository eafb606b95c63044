// The page frame's styles: a file the CSP allows (in production a <link> in the page's head).
import './shell.css';
import { provideReact } from './provide-react';

// The async boundary: shared singletons are negotiated before any app code runs. The React
// family is asked for at the same moment, so its chunks download beside the bootstrap's.
provideReact().catch((error: unknown) => console.error(error));
import('./bootstrap').catch((error: unknown) => console.error(error));
