// The billing log (realtime collection `logFaturamento`): one line per import, closing, reopening,
// letter and payment, for everyone who may open the billing screens. A line holds facts, not
// sentences: the portal words it in the reader's language.
import type { Db } from '../db/client.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

/** What happened. */
export type EventoFaturamento =
  | {
      tipo: 'Importacao';
      importacaoId: number;
      arquivoNome: string;
      linhasImportadas: number;
      linhasComErro: number;
    }
  | { tipo: 'Efetivacao'; ano: number; mes: number; cobrancas: number; valorTotal: string }
  | { tipo: 'Reabertura'; ano: number; mes: number; motivo: string }
  | {
      tipo: 'Carta';
      ano: number;
      mes: number;
      cobrancaId: number;
      empresa: string;
      para: string;
      valor: string;
      arquivoId: number;
    }
  | { tipo: 'Pagamento'; cobrancaId: number; empresa: string; valor: string; pagaEm: string };

/**
 * Adds a line; `via` is the transaction the event commits in (the line is seen with it or not
 * at all).
 */
export async function logFaturamento(
  publisher: RealtimePublisher,
  via: Db,
  tenantId: string,
  usuarioId: number | null,
  evento: EventoFaturamento,
): Promise<void> {
  await publisher.publish(
    { tenantId, colecao: 'logFaturamento', usuarioId: null, dados: { ...evento, usuarioId } },
    via,
  );
}
