import { dropScratchDatabase } from './scratch-database';

/** Drops the run's PostgreSQL database, if the run made one (playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (url) await dropScratchDatabase(url);
}
