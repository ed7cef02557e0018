// The brand validation log (realtime collection `logValidacaoMarca`): one tenant-wide line per
// validation, added when it is queued and merged as it progresses and ends, through the realtime
// publisher so a tenant whose collections live in Firestore hears it there.
import type { Db } from '../db/client.js';
import type { validacaoMarca } from '../db/schema-brand-validation.js';
import type { StatusProcessamento } from '../db/schema-registrations.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

const where = (tenantId: string) => ({
  tenantId,
  colecao: 'logValidacaoMarca' as const,
  usuarioId: null,
});

/** Adds the line of a new validation (in its transaction `tx`); answers the line's id. */
export async function publishLog(
  publisher: RealtimePublisher,
  tx: Db,
  row: typeof validacaoMarca.$inferSelect & { usuarioNome: string },
): Promise<string> {
  const doc = await publisher.publish(
    {
      ...where(row.tenantId),
      dados: {
        validacaoId: row.id,
        tipo: row.tipo,
        dataInicial: row.dataInicial,
        dataFinal: row.dataFinal,
        usuarioNome: row.usuarioNome,
        status: 'Pendente',
        progresso: 0,
      },
    },
    tx,
  );
  return doc.id;
}

/** What a line says as the validation runs and ends. */
export interface EstadoLog {
  status: StatusProcessamento;
  progresso: number;
  linhasLidas?: number;
  totalEmplacamentos?: number;
  ausentesNoFabricante?: number;
  ausentesNoEmplacamento?: number;
  divergencias?: number;
  /** The failure reason's code. */
  mensagem?: string | null;
  /** Set when the validation was removed: the line stays, as a log's lines do. */
  removida?: boolean;
}

/** Merges the state into the line `logId`. */
export async function mergeLog(
  publisher: RealtimePublisher,
  tenantId: string,
  logId: string,
  estado: Partial<EstadoLog>,
): Promise<void> {
  await publisher.merge(where(tenantId), logId, { ...estado });
}
