import type { Config, Flags } from 'lighthouse';

/**
 * Which of Lighthouse's two presets a run measures. `mobile` is the default config (Moto G
 * Power screen, simulated slow 4G, 4× CPU slowdown); `desktop` is Lighthouse's desktop config
 * (1350×940 at 1×, simulated 40 ms RTT and 10 Mbps, no CPU slowdown). Desktop exists because a
 * page rendered on request drops its phone markup on a wide screen and renders in the browser
 * (docs/decisions/request-time-ssr.md): its figures there are not the phone's.
 */
export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

/** What one run hands Lighthouse besides the browser's port: its flags and, for desktop, a config. */
export interface LighthouseSettings {
  flags: Flags;
  /** `undefined`: Lighthouse's default config, which is the mobile preset. */
  config: Config | undefined;
}

/**
 * The flags and config of one run (simulated throttling, the performance category only).
 * `desktopConfig` is Lighthouse's own (`import { desktopConfig } from 'lighthouse'`), passed in
 * so this stays free of Lighthouse's ESM at run time; its screen, throttling and user agent
 * are taken as they are, never copied. The flags name the form factor too: Lighthouse lets
 * flags override the config, and refuses a screen that does not match the form factor.
 */
export function lighthouseSettings(formFactor: FormFactor, desktopConfig: Config): LighthouseSettings {
  return {
    flags: { output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor, throttlingMethod: 'simulate' },
    config: formFactor === 'desktop' ? desktopConfig : undefined,
  };
}

/** The settings a report says Lighthouse ran with (`configSettings` of the LHR; the rest is ignored). */
export interface MeasuredSettings {
  formFactor?: string;
  throttlingMethod?: string;
  screenEmulation?: { width?: number; height?: number; deviceScaleFactor?: number; mobile?: boolean };
  throttling?: { rttMs?: number; throughputKbps?: number; requestLatencyMs?: number; downloadThroughputKbps?: number; cpuSlowdownMultiplier?: number };
}

/** The form factor, screen and throttling of a report's settings (the JSON results keep these, not all of them). */
export function measuredSettings(settings: MeasuredSettings | undefined): MeasuredSettings {
  const { formFactor, throttlingMethod, screenEmulation, throttling } = settings ?? {};
  return { formFactor, throttlingMethod, screenEmulation, throttling };
}

/**
 * One line naming the form factor and what Lighthouse emulated, from a report's own settings:
 * `Lighthouse desktop: 1350×940 at 1×, simulate, RTT 40 ms, 10.0 Mbps, CPU slowdown 1×`.
 */
export function describeSettings(settings: MeasuredSettings): string {
  const parts: string[] = [];
  const screen = settings.screenEmulation;
  if (screen?.width && screen.height) parts.push(`${screen.width}×${screen.height} at ${screen.deviceScaleFactor ?? 1}×`);
  if (settings.throttlingMethod) parts.push(settings.throttlingMethod);
  const throttling = settings.throttling;
  // Devtools throttling applies the request latency and download values (Lighthouse's
  // mobile preset: 562.5 ms, 1.4 Mbps, its simulated 150 ms RTT and 1.6 Mbps seen from the browser).
  const devtools = settings.throttlingMethod === 'devtools';
  const rtt = devtools ? throttling?.requestLatencyMs : throttling?.rttMs;
  const kbps = devtools ? throttling?.downloadThroughputKbps : throttling?.throughputKbps;
  if (typeof rtt === 'number') parts.push(`${devtools ? 'latency' : 'RTT'} ${rtt} ms`);
  if (typeof kbps === 'number') parts.push(`${(kbps / 1024).toFixed(1)} Mbps`);
  if (typeof throttling?.cpuSlowdownMultiplier === 'number') parts.push(`CPU slowdown ${throttling.cpuSlowdownMultiplier}×`);
  return `Lighthouse ${settings.formFactor ?? 'unknown form factor'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/**
 * The flags of an interactions flow (`--interactions`): the mobile preset's screen, user agent
 * and throttling values (Lighthouse's defaults, not restated here), but `devtools` throttling:
 * a timespan has no load for Lantern to simulate, so the CPU slowdown (4×) and the network
 * limits are applied to the browser while the timespan runs (docs/decisions/bench-web.md).
 */
export function interactionFlowFlags(): Flags {
  return { logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'devtools' };
}
