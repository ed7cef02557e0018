// The product's clock in the journeys. The API under test reads one clock for every "now" (its
// periods, the dashboard's month, the bulletin, tokens), which CLOCK_AT moves to another day
// (E2E_CLOCK_AT in playwright.config.ts); the browser must read the same day, or the portal's
// default periods and the server's would disagree. Each context's clock is set to the server's,
// as /health tells it, and a journey's own "today" comes from here, never from the machine.
import { test as base, type BrowserContext } from '@playwright/test';

const ZONE = 'America/Sao_Paulo';

// Each product's clock less the machine's, asked once per worker and product.
const offsets = new Map<string, Promise<number>>();

/** How far the clock of the current test's product is from the machine's, in milliseconds. */
export function clockOffset(): Promise<number> {
  // Each project its product: the main run's, or a calendar run's (playwright.config.ts).
  const baseURL = base.info().project.use.baseURL ?? '';
  let offset = offsets.get(baseURL);
  if (!offset) {
    offset = fetch(`${baseURL}/health`)
      .then((r) => r.json() as Promise<{ agora: string }>)
      .then(({ agora }) => Date.parse(agora) - Date.now());
    offsets.set(baseURL, offset);
  }
  return offset;
}

/** The product's "now". */
export async function productNow(): Promise<Date> {
  return new Date(Date.now() + (await clockOffset()));
}

/** The product's today in São Paulo, `yyyy-MM-dd`. */
export async function productToday(): Promise<string> {
  return dayOf(await productNow());
}

/** A day in São Paulo, `yyyy-MM-dd`. */
export const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);

/**
 * Sets a context's clock to the product's. Where the two agree (the run on the machine's own day)
 * the browser keeps its real clock: Playwright's clock replaces every timer of the page.
 */
export async function setProductClock(context: BrowserContext): Promise<void> {
  const shift = await clockOffset();
  if (Math.abs(shift) > 60_000) await context.clock.install({ time: Date.now() + shift });
}

/** Whether the current test runs in a calendar run (on a day of its own, playwright.config.ts). */
export const inCalendarRun = () => base.info().project.name.startsWith('calendar-');

/** `@playwright/test`'s `test`, with every context on the product's clock. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await setProductClock(context);
    await provide(context);
  },
});

export { expect } from '@playwright/test';
