import * as v from 'valibot';
import raw from '../registry.json';
import { containerName, ExposeName, RemoteDeclarationSchema, RemoteNameSchema, type RemoteDeclaration } from './declaration';

const PortSchema = v.object({ port: v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(65535)) });

const RegistryEntrySchema = v.object({
  ...RemoteDeclarationSchema.entries,
  container: v.pipe(v.string(), v.regex(/^mf_[a-z]+$/)),
  port: PortSchema.entries.port,
  exposes: v.record(ExposeName, v.string()),
});
export type RegistryEntry = v.InferOutput<typeof RegistryEntrySchema>;

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}

const RegistrySchema = v.pipe(
  v.object({
    $comment: v.optional(v.string()),
    // previewPorts: where `release serve --preview` serves one more channel's shell beside `npm start`'s.
    shell: v.object({ ...PortSchema.entries, previewPorts: v.optional(v.array(PortSchema.entries.port), []) }),
    api: PortSchema,
    remotes: v.record(RemoteNameSchema, RegistryEntrySchema),
  }),
  v.check((r) => Object.entries(r.remotes).every(([name, e]) => e.container === containerName(name)), 'a container name is the remote name with "_" for "-"'),
  v.check(
    (r) => new Set([r.shell.port, r.api.port, ...Object.values(r.remotes).map((e) => e.port)]).size === Object.keys(r.remotes).length + 2,
    'two servers (remotes, shell, API) share a port',
  ),
  v.check((r) => unique(Object.values(r.remotes).flatMap((e) => e.apps.map((a) => a.name))), 'two applications share a name'),
  v.check((r) => unique(Object.values(r.remotes).flatMap((e) => Object.keys(e.parcels))), 'two parcels share a name'),
  v.check(
    (r) => Object.values(r.remotes).every((e) => e.apps.every((a) => a.expose in e.exposes) && Object.values(e.parcels).every((x) => x in e.exposes)),
    'an app or parcel names an expose its remote does not have',
  ),
);

/** Checks a registry (the file, or a candidate in a test) and explains what is wrong. */
export function parseRegistry(value: unknown): v.InferOutput<typeof RegistrySchema> {
  const result = v.safeParse(RegistrySchema, value);
  if (!result.success) throw new Error(`[@hourspace/contracts] remote registry is invalid: ${v.summarize(result.issues)}`);
  return result.output;
}

const registry = parseRegistry(raw);

/** Every remote, from packages/contracts/registry.json. */
export const REGISTRY: Readonly<Record<string, RegistryEntry>> = registry.remotes;
/** Where `npm start` and `npm run dev` serve the shell and the API. */
export const SHELL_PORT = registry.shell.port;
export const API_PORT = registry.api.port;
/** Where `release serve --channel <name> --preview` serves that channel's shell, beside the site (the first free one). */
export const PREVIEW_SHELL_PORTS: readonly number[] = registry.shell.previewPorts;

/** The remotes' names, in registry order. */
export const REMOTE_NAMES: readonly string[] = Object.keys(REGISTRY);

export function isRemoteName(value: string): boolean {
  return Object.hasOwn(REGISTRY, value);
}

/** A remote's registry entry; throws for a name that is not a remote. */
export function remoteEntry(name: string): RegistryEntry {
  const entry = REGISTRY[name];
  if (!entry) throw new Error(`[@hourspace/contracts] "${name}" is not a remote (remotes: ${REMOTE_NAMES.join(', ')})`);
  return entry;
}

/** What a remote's build declares about itself (carried into its artifact). */
export function declarationOf(name: string): RemoteDeclaration {
  const { apps, parcels } = remoteEntry(name);
  return { apps, parcels };
}
