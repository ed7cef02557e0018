// Demo notifications, so `pnpm start` shows the notifications page with something in it: one
// welcome notification per demo user that has never had any, in the tenant's realtime provider.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documentoRealtime } from '../db/schema-realtime.js';
import { usuario } from '../db/schema.js';
import { demoTenants } from '../seed/demo.js';
import { publish } from './documents.js';
import type { RealtimePublisher } from './publisher.js';

/** The welcome notification of the demo. */
export const welcomeNotification = {
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
  const inFirestore = tenantIds.filter((id) => publisher?.usesFirestore(id) === true);
  const inTable = tenantIds.filter((id) => !inFirestore.includes(id));
  if (publisher && inFirestore.length > 0) {
    const users = await db
      .select({ id: usuario.id, tenantId: usuario.tenantId })
      .from(usuario)
      .where(inArray(usuario.tenantId, inFirestore));
    for (const user of users) {
      await publisher.publishOnce(
        {
          tenantId: user.tenantId,
          colecao: 'notificacoes',
          usuarioId: user.id,
          dados: { ...welcomeNotification },
        },
        welcomeId,
      );
    }
  }
  if (inTable.length === 0) return;
  const users = await db
    .select({ id: usuario.id, tenantId: usuario.tenantId })
    .from(usuario)
    .where(
      and(
        inArray(usuario.tenantId, inTable),
        sql`not exists (select 1 from ${documentoRealtime}
          where ${documentoRealtime.tenantId} = ${usuario.tenantId}
            and ${documentoRealtime.usuarioId} = ${usuario.id}
            and ${eq(documentoRealtime.colecao, 'notificacoes')})`,
      ),
    );
  for (const user of users) {
    await publish(db, {
      tenantId: user.tenantId,
      colecao: 'notificacoes',
      usuarioId: user.id,
      dados: { ...welcomeNotification },
    });
  }
}
