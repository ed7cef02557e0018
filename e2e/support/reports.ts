// What every report journey does the same way: find a report's table inside its route's frame,
// and check a report page at a laptop's and a phone's size (in a review run in both skins, with
// screenshots in e2e/screenshots/, or SCREENSHOT_DIR).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fitsTheScreen, photo, review, skins } from './list-screen';

export const shots =
  process.env.SCREENSHOT_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/** The report table inside the route's frame. */
export const reportGrid = (frame: FrameLocator, name: string) => frame.getByRole('grid', { name });

/**
 * The page at a laptop's and a phone's size, each once `grid` says it is drawn, within the
 * screen's width; in a review run in both skins, with screenshots
 * `<prefix>-<skin>-<desktop|phone>.png`.
 */
export async function screenshots(page: Page, prefix: string, grid: () => Promise<void>) {
  mkdirSync(shots, { recursive: true });
  for (const skin of skins) {
    if (review) {
      await page.evaluate((s) => {
        localStorage.setItem('emplacamento.skin', s);
      }, skin);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    }
    for (const [name, width, height] of [
      ['desktop', 1366, 768],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await grid();
      // The shell changes layout after the resize: wait for the page to settle within the width.
      await fitsTheScreen(page);
      await photo(page, {
        path: path.join(shots, `${prefix}-${skin}-${name}.png`),
        fullPage: true,
      });
    }
  }
}
