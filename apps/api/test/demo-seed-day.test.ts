// The demo's registrations end on the product's day, São Paulo's: seeded at 22:00 there (01:00 UTC
// of the next day), no registration is dated tomorrow, and the last day has registrations.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { platformSql, useReferenceServer } from './helpers.js';

describe('the demo registrations', () => {
  const t = useReferenceServer('/api/Emplacamento', ['abracaf']);
  const sqlAcross = platformSql(() => t.server);

  it('end on today in São Paulo when UTC is already tomorrow', async () => {
    // 2026-12-02T01:00Z is 2026-12-01 22:00 in São Paulo.
    await addRegistrations(
      t.server.database,
      'abracaf',
      10_000,
      7_000_000,
      new Date('2026-12-02T01:00:00Z'),
    );
    const [row] = await queryRows<{ ate: string }>(
      sqlAcross,
      sql`select max(data_emplacamento)::text as ate from emplacamento where tenant_id = 'abracaf'`,
    );
    expect(row?.ate).toBe('2026-12-01');
  }, 120_000);
});
