// A burst of logins does not hold the database while it waits for the password hash: /health (and
// every call that needs no hash) is answered while the logins are still hashing. Shown by the
// order of events, with no clock: the logins check a production-cost hash (tens of milliseconds
// each, two at a time), so were their database connection held through the hash, /health would
// wait behind the logins ahead of it for the pool's connections (PGlite's one) and answer only
// after many of them had ended.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { strongScrypt } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { createTestServer, demoLogin, inTenant, type TestServer } from './helpers.js';

/** More logins than the pool has connections (10), so held connections would make /health wait. */
const LOGINS = 24;

describe('login storm', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    const hash = await hashPassword(DEMO_PASSWORD, strongScrypt);
    await inTenant(server, 'abracaf', () =>
      server.database.db.execute(
        sql`update usuario set senha_hash = ${hash} where login = ${demoLogin('administrador')}`,
      ),
    );
  });
  afterAll(async () => server.close());

  it('answers /health while logins wait for their hash', async () => {
    let ended = 0;
    const logins = Array.from({ length: LOGINS }, () =>
      server.app
        .inject({
          method: 'POST',
          url: '/Connect/Token',
          headers: { domain: 'abracaf' },
          payload: { login: demoLogin('administrador'), senha: DEMO_PASSWORD },
        })
        .then((response) => {
          ended += 1;
          return response.statusCode;
        }),
    );
    // Once one login has ended, the others are past their first reads, hashing or queued for it.
    while (ended === 0) await new Promise((resolve) => setImmediate(resolve));
    const endedAtAsk = ended;
    const health = await server.app.inject({ method: 'GET', url: '/health' });
    const endedMeanwhile = ended - endedAtAsk;
    expect(health.statusCode).toBe(200);
    expect(await Promise.all(logins)).toEqual(Array.from({ length: LOGINS }, () => 200));
    // Two hashes at a time: a login that ended while /health waited had finished its hash by then.
    // Connections held through the hash made /health wait for about ten logins to end.
    expect(endedMeanwhile).toBeLessThanOrEqual(2);
  });
});
