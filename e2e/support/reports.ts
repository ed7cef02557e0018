// What every report journey does the same way: find a report's table inside its route's frame,
// and take the screenshots of a report page in both skins at a laptop's and a phone's size
// (e2e/screenshots/, or SCREENSHOT_DIR).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fitsTheScreen } from './list-screen';

export const shots =
  process.env.SCREENSHOT_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/** The report table inside the route's frame. */
export const reportGrid = (frame: FrameLocator, name: string) => frame.getByRole('grid', { name });

/** Screenshots `<prefix>-<skin>-<desktop|phone>.png`, each once `grid` says the page is drawn. */
export async function screenshots(page: Page, prefix: string, grid: () => Promise<void>) {
  mkdirSync(shots, { recursive: true });
  for (const skin of ['light', 'dark'] as const) {
    await page.evaluate((s) => {
      localStorage.setItem('emplacamento.skin', s);
    }, skin);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    for (const [name, width, height] of [
      ['desktop', 1366, 768],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await grid();
      // The shell changes layout after the resize: wait for the page to settle within the width.
      await fitsTheScreen(page);
      await page.screenshot({
        path: path.join(shots, `${prefix}-${skin}-${name}.png`),
        fullPage: true,
      });
    }
  }
}
