import * as v from 'valibot';
import { RemoteDeclarationSchema, RemoteNameSchema } from './declaration';

/** The manifest format the shell reads and `release compose` writes. */
export const MANIFEST_SCHEMA = 2;

export const RemoteReleaseSchema = v.object({
  version: v.pipe(v.string(), v.minLength(1)),
  entry: v.pipe(v.string(), v.url()),
  integrity: v.optional(v.string()),
  ...RemoteDeclarationSchema.entries,
});
export type RemoteRelease = v.InferOutput<typeof RemoteReleaseSchema>;

/**
 * One locale's release manifest: which build of each remote the locale runs, and what
 * each build declared it provides (its applications, their routes, its parcels). The
 * shell builds its whole registration table from it, so a remote adds or moves a page by
 * releasing itself.
 */
export const ReleaseManifestSchema = v.object({
  schema: v.literal(MANIFEST_SCHEMA),
  locale: v.string(),
  channel: v.string(),
  remotes: v.record(RemoteNameSchema, RemoteReleaseSchema),
});
export type ReleaseManifest = v.InferOutput<typeof ReleaseManifestSchema>;
export type ManifestInput = v.InferInput<typeof ReleaseManifestSchema>;
