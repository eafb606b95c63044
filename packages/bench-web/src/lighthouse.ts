import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS } from './chromium';
import { lighthouseSettings, type FormFactor } from './lighthouse-settings';
import type { LighthouseResult } from './report';

/**
 * One Lighthouse run in a fresh browser (new profile: an empty cache, like a first visit):
 * the form factor's preset (`mobile`: the default config, Moto G Power screen, 4× CPU
 * slowdown, simulated slow 4G; `desktop`: Lighthouse's desktop config), simulated
 * throttling, the performance category only. See lighthouse-settings.ts.
 */
export async function runLighthouse(url: string, chromePath: string, formFactor: FormFactor): Promise<{ lhr: LighthouseResult; json: string }> {
  const { flags, config } = lighthouseSettings(formFactor, desktopConfig);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const json = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr);
    return { lhr: result.lhr as unknown as LighthouseResult, json };
  } finally {
    chrome.kill();
  }
}
