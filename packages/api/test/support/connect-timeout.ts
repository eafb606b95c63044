/**
 * How long a test's PostgreSQL connection may take to open. `npm test` runs the API suite at
 * idle priority beside the e2e step (docs/decisions/test-suite-time.md), where a new connection
 * can wait many seconds for a core: that is no outage, and the API's own 5 s would report one.
 */
export const TEST_CONNECT_TIMEOUT_SECONDS = 120;
