import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (which never downloads a browser). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * A headless Chromium with a profile of its own, for the browser tests (/docs, CORS); `close`
 * ends it and removes the profile. A missing browser is a failure, never a silent skip.
 */
export async function launchChromium(): Promise<{ browser: BrowserContext; close: () => Promise<void> }> {
  // CI installs it (.ci/run).
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium (as .ci/run does)`);
  const userDataDir = mkdtempSync(join(tmpdir(), 'chromium-'));
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
