import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Config } from 'lighthouse';
import { describeSettings, FORM_FACTORS, interactionFlowFlags, lighthouseSettings, measuredSettings, type LighthouseSettings, type MeasuredSettings } from '../lighthouse-settings';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Runs an ES module script in a child Node from the repository root (Lighthouse is ESM only; jest runs CommonJS). */
function nodeModule(script: string, input = ''): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, input, encoding: 'utf8', timeout: 60_000 });
}

/** The settings Lighthouse 12 itself resolves from each run's flags and config (its initializeConfig, as a navigation unless told). */
function resolvedByLighthouse(runs: LighthouseSettings[], gatherMode: 'navigation' | 'timespan' = 'navigation'): MeasuredSettings[] {
  const script = `
    import { initializeConfig } from 'lighthouse/core/config/config.js';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const resolved = [];
    for (const { flags, config } of JSON.parse(input)) {
      const { resolvedConfig } = await initializeConfig(${JSON.stringify(gatherMode)}, config, flags);
      const { formFactor, throttlingMethod, screenEmulation, throttling, onlyCategories } = resolvedConfig.settings;
      resolved.push({ formFactor, throttlingMethod, screenEmulation, throttling, onlyCategories });
    }
    process.stdout.write(JSON.stringify(resolved));`;
  return JSON.parse(nodeModule(script, JSON.stringify(runs))) as MeasuredSettings[];
}

describe('lighthouseSettings', () => {
  const stand = { extends: 'lighthouse:default', settings: { formFactor: 'desktop' } } satisfies Config;

  it('runs mobile on Lighthouse’s default config, simulated, performance only', () => {
    expect(lighthouseSettings('mobile', stand)).toEqual({
      flags: { output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate' },
      config: undefined,
    });
  });

  it('runs desktop on the desktop config it is given, naming desktop in the flags as well', () => {
    const { flags, config } = lighthouseSettings('desktop', stand);
    expect(config).toBe(stand);
    expect(flags).toEqual({ output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'desktop', throttlingMethod: 'simulate' });
  });

  it('knows the two form factors, mobile first', () => {
    expect(FORM_FACTORS).toEqual(['mobile', 'desktop']);
  });
});

describe('the settings Lighthouse 12 runs with', () => {
  let resolved: Record<string, MeasuredSettings & { onlyCategories?: string[] }>;

  beforeAll(() => {
    // Lighthouse's own desktop config, as lighthouse.ts imports it.
    const desktopConfig = JSON.parse(nodeModule(`import { desktopConfig } from 'lighthouse'; process.stdout.write(JSON.stringify(desktopConfig));`)) as Config;
    const runs = FORM_FACTORS.map((formFactor) => lighthouseSettings(formFactor, desktopConfig));
    const settings = resolvedByLighthouse(runs);
    resolved = Object.fromEntries(FORM_FACTORS.map((formFactor, i) => [formFactor, settings[i]!]));
  }, 120_000);

  it('is the desktop preset with --desktop: 1350×940 at 1×, 40 ms RTT, 10 Mbps, no CPU slowdown', () => {
    expect(resolved.desktop).toEqual({
      formFactor: 'desktop',
      throttlingMethod: 'simulate',
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
      throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
      onlyCategories: ['performance'],
    });
  });

  it('is the mobile preset without it, as before: Moto G Power screen, slow 4G, 4× CPU slowdown', () => {
    expect(resolved.mobile).toMatchObject({
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
      onlyCategories: ['performance'],
    });
  });

  it('is described in one line that names the form factor', () => {
    expect(describeSettings(measuredSettings(resolved.desktop))).toBe('Lighthouse desktop: 1350×940 at 1×, simulate, RTT 40 ms, 10.0 Mbps, CPU slowdown 1×');
    expect(describeSettings(measuredSettings(resolved.mobile))).toBe('Lighthouse mobile: 412×823 at 1.75×, simulate, RTT 150 ms, 1.6 Mbps, CPU slowdown 4×');
  });
});

describe('measuredSettings', () => {
  it('keeps the form factor, screen and throttling of a report’s settings and drops the rest', () => {
    const settings = { formFactor: 'desktop', throttlingMethod: 'simulate', screenEmulation: { width: 1350 }, throttling: { rttMs: 40 }, locale: 'en-US' } as MeasuredSettings;
    expect(measuredSettings(settings)).toEqual({ formFactor: 'desktop', throttlingMethod: 'simulate', screenEmulation: { width: 1350 }, throttling: { rttMs: 40 } });
    expect(measuredSettings(undefined)).toEqual({ formFactor: undefined, throttlingMethod: undefined, screenEmulation: undefined, throttling: undefined });
  });
});

describe('the settings of an interactions flow', () => {
  let resolved: MeasuredSettings & { onlyCategories?: string[] };

  beforeAll(() => {
    [resolved] = resolvedByLighthouse([{ flags: interactionFlowFlags(), config: undefined }], 'timespan') as [MeasuredSettings];
  }, 120_000);

  it('is the mobile preset with devtools throttling: Lighthouse applies 4× CPU and slow 4G to the browser during the timespan', () => {
    expect(resolved).toEqual({
      formFactor: 'mobile',
      throttlingMethod: 'devtools',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.5600000000002, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 },
      onlyCategories: ['performance'],
    });
  });

  it('is described with the values devtools throttling applies, not the simulated ones', () => {
    expect(describeSettings(measuredSettings(resolved))).toBe('Lighthouse mobile: 412×823 at 1.75×, devtools, latency 562.5 ms, 1.4 Mbps, CPU slowdown 4×');
  });
});
