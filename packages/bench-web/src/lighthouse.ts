import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS } from './chromium';
import type { LighthouseResult } from './report';

/**
 * One Lighthouse run in a fresh browser (new profile: an empty cache, like a first visit):
 * the default config, which is the mobile preset (Moto G Power screen, 4× CPU slowdown,
 * simulated slow 4G), simulated throttling, the performance category only.
 */
export async function runLighthouse(url: string, chromePath: string): Promise<{ lhr: LighthouseResult; json: string }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const json = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr);
    return { lhr: result.lhr as unknown as LighthouseResult, json };
  } finally {
    chrome.kill();
  }
}
