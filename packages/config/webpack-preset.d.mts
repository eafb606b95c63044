import type { Configuration } from 'webpack';

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;
type RemoteConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration | Configuration[];

export declare const SHARED_SINGLETONS: string[];
export declare class PresetOptionError extends Error {}
export declare function sharedSingletons(dir: string): Record<string, { singleton: boolean; version: string; requiredVersion: string; strictVersion: boolean; import?: string }>;
export declare const SHARED_FACADES: Record<string, { file: string; full: string }>;
export declare function facadeAliases(dir: string): Record<string, string>;
export declare const SHARED_BY_CONTENT: string[];
export declare function sharedByContent(dir: string): Record<string, { singleton: false; version: string; requiredVersion: string; strictVersion: true }>;
export declare function contentVersion(dir: string): string;
export declare function externalRuntimeAsEsm(): Record<string, string>;
export declare const BundlerRuntimeFromShell: {
  PROVIDER: string;
  SHIM: string;
  resolved: { bundler: string; initContainerEntry: string; version: string } | undefined;
  files(): { bundler: string; initContainerEntry: string; version: string };
  definePlugin(): unknown;
  shellAliases(): Record<string, string>;
  remoteAliases(): Record<string, string>;
};
export declare class FederationSemverMemoPlugin {
  static ORIGINAL: string;
  static MEMO: string;
  static TARGET: RegExp;
  apply(compiler: import('webpack').Compiler): void;
}
export declare const REMOTE_DECLARATION_FILE: string;
export declare function readRegistry(): {
  shell: { port: number };
  api: { port: number };
  remotes: Record<string, { container: string; port: number; exposes: Record<string, string>; apps: unknown[]; parcels?: Record<string, string> }>;
};
export declare const SERVER_BUILD_DIR: string;
export declare function remoteConfig(options: { dir: string; server?: string }): RemoteConfigFactory;
export declare function shellConfig(options: { dir: string; providedOnDemand?: string[] }): ConfigFactory;
