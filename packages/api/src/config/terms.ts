/**
 * The terms version in force. Sign-up accepts it; an account that accepted an older one
 * sees the pending terms at sign-in (GET /v1/profiles/me/experience).
 */
export const CURRENT_TERMS_VERSION = 2;
