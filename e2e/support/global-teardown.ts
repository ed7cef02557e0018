import { dropScratchDatabase } from './scratch-database';

/** Drops the run's PostgreSQL databases, if the run made them (playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const urls = Object.entries(process.env)
    .filter(([key]) => key === 'E2E_DATABASE_URL' || /^E2E_CALENDAR_\d+_DATABASE_URL$/.test(key))
    .map(([, url]) => url);
  for (const url of urls) if (url) await dropScratchDatabase(url);
}
