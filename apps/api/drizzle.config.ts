import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new versioned SQL migration into ./drizzle from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-reference.ts',
    './src/db/schema-files.ts',
    './src/db/schema-realtime.ts',
    './src/db/schema-registrations.ts',
    './src/db/schema-exports.ts',
    './src/db/schema-analytics.ts',
    './src/db/schema-billing.ts',
    './src/db/schema-brand-validation.ts',
    './src/db/schema-bulletin.ts',
    './src/db/schema-views.ts',
  ],
  out: './drizzle',
});
