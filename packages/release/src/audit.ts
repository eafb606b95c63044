import os from 'node:os';

/** One line of a channel's audit log: who changed it, when, what and why. Append-only. */
export interface AuditEntry {
  at: string;
  by: string;
  action: string;
  note?: string;
  /** `canary-ended`: release watch ended a broken canary (docs/decisions/release-atomic-changes.md). */
  kind?: 'change' | 'canary-ended';
}

/** Entries a channel keeps (the newest). */
export const AUDIT_KEPT = 1000;

/**
 * Who is changing a channel, from the environment: RELEASE_ACTOR when a pipeline sets it
 * (e.g. "ci:deploy-42 for alice"), else the CI's actor (GITHUB_ACTOR), else the login.
 */
export function actor(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.RELEASE_ACTOR ?? env.GITHUB_ACTOR ?? env.USER ?? env.USERNAME ?? env.LOGNAME;
  if (named) return named.slice(0, 200);
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** An audit entry for an action now, by the current actor. */
export function auditEntry(action: string, note?: string, env: NodeJS.ProcessEnv = process.env): AuditEntry {
  return { at: new Date().toISOString(), by: actor(env), action, ...(note ? { note: note.slice(0, 2000) } : {}) };
}
