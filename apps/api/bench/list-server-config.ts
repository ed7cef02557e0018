import { loadConfig, type Config } from '../src/config.js';

/**
 * The server the list benches start: production mode without response validation, quiet logs, no
 * demo registrations (no part of a user list, and minutes to seed per database), on a free port of
 * loopback, with no database until the bench names one.
 */
export const listServerConfig: Config = {
  ...loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    VALIDATE_RESPONSES: 'false',
    NODE_ENV: 'production',
    DEMO_REGISTRATIONS: '0',
  }),
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
};
