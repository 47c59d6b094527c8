import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/screens');

export interface JourneyOptions {
  /** Answer the cookie-consent dialog before the page loads (most journeys are not about it). */
  consent: 'necessary' | 'all' | null;
}

export const test = base.extend<JourneyOptions>({
  consent: ['necessary', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup starts the server');
    await use(url);
  },
  page: async ({ page, consent }, use, testInfo) => {
    if (consent) {
      await page.addInitScript((choice) => {
        localStorage.setItem('signet-cookie-consent', choice);
      }, consent);
    }
    if (process.env.E2E_DEBUG) {
      page.on('console', (m) => console.log(`[console] ${m.text()}`));
      page.on('framenavigated', (f) => f === page.mainFrame() && console.log(`[nav] ${f.url()}`));
      page.on(
        'response',
        (r) =>
          r.url().includes('/v1/') &&
          console.log(`[http] ${r.status()} ${r.request().method()} ${r.url()}`),
      );
    }
    await use(page);
    // Every journey keeps a picture of its last screen as a test artefact.
    mkdirSync(ARTIFACTS, { recursive: true });
    const name = testInfo.titlePath
      .slice(1)
      .join(' - ')
      .replace(/[^\w.-]+/g, '-')
      .toLowerCase();
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  },
});

export { expect };

/**
 * Waits until every finite animation and transition has ended (spinners run for ever). axe reads
 * colours as drawn: a dialog or overlay still fading in has part of its contrast.
 */
export async function untilDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * No serious or critical axe-core violation on the current screen, or only inside the open
 * dialog or overlay with `dialogOnly` (the page under it is hidden from assistive technology).
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  { dialogOnly = false } = {},
): Promise<void> {
  await untilDrawn(page);
  const builder = new AxeBuilder({ page });
  const results = await (dialogOnly ? builder.include('[role="dialog"]') : builder).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`,
    );
  expect(bad, `accessibility of ${screen}`).toEqual([]);
}

/** No serious or critical axe-core violation inside the open dialog or overlay. */
export const expectDialogAccessible = (page: Page, screen: string) =>
  expectAccessible(page, screen, { dialogOnly: true });
