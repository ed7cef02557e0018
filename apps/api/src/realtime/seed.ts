// Demo notifications, so `pnpm start` shows the notifications page with something in it: one
// welcome notification per demo user that has never had any (a removed one does not come back).
import { and, eq, sql } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { documentoRealtime } from '../db/schema-realtime.js';
import { usuario } from '../db/schema.js';
import { demoTenants } from '../seed/demo.js';
import { publish } from './documents.js';

/** The welcome notification of the demo. */
export const welcomeNotification = {
  titulo: 'Bem-vindo ao Portal Emplacamento',
  texto:
    'As notificações das importações, do faturamento e da validação da marca aparecem aqui assim que acontecem.',
  lida: false,
} as const;

/** Publishes the welcome notification to the demo tenants' users that have none yet. */
export async function seedRealtimeDemo(
  db: Db,
  tenantIds: readonly string[] = demoTenants.map((t) => t.id),
): Promise<void> {
  // Per tenant, in its scope: the policies bind the seed like any request.
  for (const tenantId of tenantIds) {
    await withTenant(db, tenantId, async () => {
      const users = await db
        .select({ id: usuario.id, tenantId: usuario.tenantId })
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
      for (const user of users) {
        await publish(db, {
          tenantId: user.tenantId,
          colecao: 'notificacoes',
          usuarioId: user.id,
          dados: { ...welcomeNotification },
        });
      }
    });
  }
}
