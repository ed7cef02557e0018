// Live progress of an import: its row in `importacao` and the user's processing marker (realtime
// collection `marcadoresProcessamento`), plus a notification when it ends. Both go through the
// realtime publisher, so a tenant whose collections live in Firestore hears them there.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { importacao, type StatusProcessamento } from '../db/schema-registrations.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import type { TipoImportacao } from './kind.js';

/** The screen each kind of import is followed on (the notification's link). */
const screens: Record<TipoImportacao, string> = {
  Emplacamento: '/admin-panel/import-emplacamento',
  Faturamento: '/admin-panel/import-billing',
};

/** Counters of a running import. */
export interface Contadores {
  linhasLidas: number;
  linhasValidas: number;
  linhasRejeitadas: number;
  /** Lines of the file when known (CSV), for the percentage and the ETA. */
  totalLinhas: number | null;
  /** Share of the file's bytes read (XLSX, whose row count is unknown until the end). */
  fracaoBytes: number;
  inicio: number;
  agora: number;
}

/** Percentage done, rows per second and seconds left, from the counters. */
export function ritmo(c: Contadores): {
  progresso: number;
  linhasPorSegundo: number;
  etaSegundos: number | null;
} {
  const seconds = Math.max((c.agora - c.inicio) / 1000, 0.001);
  const linhasPorSegundo = Math.round(c.linhasLidas / seconds);
  const fraction =
    c.totalLinhas !== null && c.totalLinhas > 1
      ? Math.min(c.linhasLidas / (c.totalLinhas - 1), 1)
      : Math.min(c.fracaoBytes, 1);
  // The merge still follows the reading: reading is shown as at most 95 %.
  const progresso = Math.round(fraction * 95 * 10) / 10;
  const etaSegundos = fraction > 0 ? Math.round((seconds * (1 - fraction)) / fraction) : null;
  return { progresso, linhasPorSegundo, etaSegundos };
}

/** Writes the counters to the import and its marker. */
export async function publishProgress(
  db: Db,
  publisher: RealtimePublisher,
  row: { tenantId: string; id: number; usuarioId: number; marcadorId: string | null },
  c: Contadores,
): Promise<void> {
  const { tenantId, id: importacaoId, marcadorId } = row;
  const r = ritmo(c);
  await db
    .update(importacao)
    .set({ linhasProcessadas: c.linhasLidas, linhasComErro: c.linhasRejeitadas })
    .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, importacaoId)));
  if (marcadorId)
    await publisher.merge(marcadorOf(row), marcadorId, {
      status: 'Processando',
      linhasLidas: c.linhasLidas,
      linhasImportadas: 0,
      linhasRejeitadas: c.linhasRejeitadas,
      ...r,
    });
}

/** Where an import's marker lives: its user's processing markers. */
const marcadorOf = (row: { tenantId: string; usuarioId: number }) => ({
  tenantId: row.tenantId,
  colecao: 'marcadoresProcessamento' as const,
  usuarioId: row.usuarioId,
});

/** The marker's first state, published when the import is created (in its transaction `tx`). */
export async function publishMarker(
  publisher: RealtimePublisher,
  tx: Db,
  tenantId: string,
  usuarioId: number,
  importacaoId: number,
  arquivoNome: string,
  tipo: TipoImportacao,
): Promise<string> {
  const doc = await publisher.publish(
    {
      ...marcadorOf({ tenantId, usuarioId }),
      dados: {
        tipo: `Importacao${tipo}`,
        importacaoId,
        arquivoNome,
        status: 'Pendente',
        progresso: 0,
        linhasLidas: 0,
        linhasImportadas: 0,
        linhasRejeitadas: 0,
        linhasPorSegundo: 0,
        etaSegundos: null,
      },
    },
    tx,
  );
  return doc.id;
}

const titles: Record<StatusProcessamento, string> = {
  Pendente: 'Importação na fila',
  Processando: 'Importação em andamento',
  Concluida: 'Importação concluída',
  ConcluidaComErros: 'Importação concluída com erros',
  Falhou: 'Importação sem linhas importadas',
  Cancelada: 'Importação cancelada',
};

/** Final marker state and the header bell's notification. */
export async function publishEnd(
  publisher: RealtimePublisher,
  row: {
    tenantId: string;
    id: number;
    tipo: TipoImportacao;
    usuarioId: number;
    arquivoNome: string;
    marcadorId: string | null;
  },
  end: {
    status: StatusProcessamento;
    linhasLidas: number;
    linhasImportadas: number;
    linhasRejeitadas: number;
  },
): Promise<void> {
  if (row.marcadorId)
    await publisher.merge(marcadorOf(row), row.marcadorId, {
      status: end.status,
      progresso: 100,
      etaSegundos: 0,
      linhasLidas: end.linhasLidas,
      linhasImportadas: end.linhasImportadas,
      linhasRejeitadas: end.linhasRejeitadas,
    });
  const n = (value: number) => value.toLocaleString('pt-BR');
  await publisher.publish({
    tenantId: row.tenantId,
    colecao: 'notificacoes',
    usuarioId: row.usuarioId,
    dados: {
      // The portal shows `mensagem` with `parametros` in the reader's language; the pt-BR
      // title and text stay for any other reader of the collection.
      mensagem: `importacao-${end.status}`,
      parametros: {
        arquivo: row.arquivoNome,
        importadas: end.linhasImportadas,
        rejeitadas: end.linhasRejeitadas,
      },
      titulo: titles[end.status],
      texto: `${row.arquivoNome}: ${n(end.linhasImportadas)} linha(s) importada(s), ${n(end.linhasRejeitadas)} com erro.`,
      lida: false,
      tipo: `Importacao${row.tipo}`,
      importacaoId: row.id,
      link: `${screens[row.tipo]}?importacao=${String(row.id)}`,
    },
  });
}
