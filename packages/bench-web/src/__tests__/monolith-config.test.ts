import { BundlerRuntimeFromShell } from '@hourspace/config/webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { monolithConfig } from '../monolith-build';

describe("the monolith's webpack configuration", () => {
  it("is the shell's without federation: no federation plugin, and no entry that serves remote entries", () => {
    const config = monolithConfig('lazy');
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    // The shell's entry starts with the bundler runtime's provider, whose import only the shell's
    // federation aliases resolve; the monolith has no remote entries to give it to.
    expect(config.entry).toEqual({ main: ['./src/index.ts'] });
    expect(JSON.stringify(config.entry)).not.toContain(BundlerRuntimeFromShell.PROVIDER);
  });
});
