// The page frame's styles: a file the CSP allows (in production a <link> in the page's head).
import './shell.css';

// The async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap').catch((error: unknown) => console.error(error));
