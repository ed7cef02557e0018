// `pnpm --filter @emplacamento/api seed:registrations -- <rows> [tenant ...]`: adds <rows> demo
// registrations to each tenant (every demo tenant when none is named) of the configured database
// (DATABASE_URL, else the PGlite folder of DATA_DIR), for benchmarks at millions of rows. The base
// demo data is created first when missing; rows are numbered after the tenant's existing ones.
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase, withTenant } from '../src/db/client.js';
import { emplacamento } from '../src/db/schema-registrations.js';
import { demoTenants } from '../src/seed/demo.js';
import { seedReference } from '../src/seed/reference.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { seedDemo } from '../src/seed/seed.js';

const [rowsArg, ...named] = process.argv.slice(2).filter((a) => a !== '--');
const rows = Number(rowsArg ?? '5000000');
if (!Number.isInteger(rows) || rows <= 0) throw new Error(`Not a row count: ${String(rowsArg)}`);
const tenants = named.length > 0 ? named : demoTenants.map((t) => t.id);

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'pglite') },
);
try {
  await seedDemo(database.db, config.scrypt);
  await seedReference(database.db);
  for (const tenantId of tenants) {
    const [existing] = await withTenant(database.db, tenantId, () =>
      database.db
        .select({ n: count() })
        .from(emplacamento)
        .where(eq(emplacamento.tenantId, tenantId)),
    );
    const started = performance.now();
    await addRegistrations(database, tenantId, rows, existing?.n ?? 0, new Date());
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${tenantId}: +${rows.toLocaleString('en')} registrations in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`,
    );
  }
} finally {
  await database.close();
}
