// Demo notifications, so `pnpm start` shows the notifications page with something in it: one
// welcome notification per demo user that has never had any, in the tenant's realtime provider.
import { and, eq, sql } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { documentoRealtime } from '../db/schema-realtime.js';
import { usuario } from '../db/schema.js';
import { demoTenants } from '../seed/demo.js';
import { publish } from './documents.js';
import type { RealtimePublisher } from './publisher.js';

/**
 * The welcome notification of the demo. `mensagem` names its text in the portal's translations
 * (the reader's language); `titulo` and `texto` are the pt-BR words for any other reader.
 */
export const welcomeNotification = {
  mensagem: 'boas-vindas',
  titulo: 'Bem-vindo ao Portal Emplacamento',
  texto:
    'As notificações das importações, do faturamento e da validação da marca aparecem aqui assim que acontecem.',
  lida: false,
} as const;

/** The id of the welcome notification in a Firestore tenant (one per user, never repeated). */
export const welcomeId = 'boas-vindas';

/**
 * Publishes the welcome notification to the demo tenants' users that have none yet, each in
 * their tenant's provider: the table (a removed one does not come back, its tombstone stays) or,
 * through `publisher`, the tenant's Firestore (the fixed id keeps a later start from repeating
 * it; a removed one comes back at the next start, as Firestore keeps no tombstone).
 */
export async function seedRealtimeDemo(
  db: Db,
  publisher?: RealtimePublisher,
  tenantIds: readonly string[] = demoTenants.map((t) => t.id),
): Promise<void> {
  // Per tenant, in its scope: the policies bind the seed like any request.
  for (const tenantId of tenantIds) {
    if (publisher?.usesFirestore(tenantId) === true) {
      // Read in the scope, written outside it: no transaction waits on Firestore.
      const users = await withTenant(db, tenantId, () =>
        db.select({ id: usuario.id }).from(usuario).where(eq(usuario.tenantId, tenantId)),
      );
      for (const user of users)
        await publisher.publishOnce(
          {
            tenantId,
            colecao: 'notificacoes',
            usuarioId: user.id,
            dados: { ...welcomeNotification },
          },
          welcomeId,
        );
      continue;
    }
    await withTenant(db, tenantId, async () => {
      const users = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            sql`not exists (select 1 from ${documentoRealtime}
              where ${documentoRealtime.tenantId} = ${usuario.tenantId}
                and ${documentoRealtime.usuarioId} = ${usuario.id}
                and ${eq(documentoRealtime.colecao, 'notificacoes')})`,
          ),
        );
      for (const user of users)
        await publish(db, {
          tenantId,
          colecao: 'notificacoes',
          usuarioId: user.id,
          dados: { ...welcomeNotification },
        });
    });
  }
}
