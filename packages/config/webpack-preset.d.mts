import type { Configuration } from 'webpack';

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

export declare const SHARED_SINGLETONS: string[];
export declare class PresetOptionError extends Error {}
export declare function sharedSingletons(dir: string): Record<string, { singleton: boolean; version: string; requiredVersion: string; strictVersion: boolean }>;
export declare function remoteConfig(options: { dir: string; name: string; port: number; exposes: Record<string, string> }): ConfigFactory;
export declare function shellConfig(options: { dir: string; port: number }): ConfigFactory;
