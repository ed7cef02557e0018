import { useEffect, useState } from 'react';
import { watchCollection, type DocumentoRealtime } from '@emplacamento/realtime';
import { useSession } from '../session/SessionProvider';
import type { ImportStatus, Importacao } from './api';

/** The live progress of one import, from its processing marker. */
export interface ImportProgress {
  readonly importacaoId: number;
  readonly status: ImportStatus;
  /** 0–100: reading counts up to 95, the merge the rest. */
  readonly progresso: number;
  readonly linhasLidas: number;
  readonly linhasImportadas: number;
  readonly linhasRejeitadas: number;
  readonly linhasPorSegundo: number;
  /** Seconds left, null while unknown. */
  readonly etaSegundos: number | null;
}

const STATUSES: readonly ImportStatus[] = [
  'Pendente',
  'Processando',
  'Concluida',
  'ConcluidaComErros',
  'Falhou',
  'Cancelada',
];

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A marker's data as progress of an import of `tipo`, or undefined for any other marker. */
export function progressOf(
  doc: DocumentoRealtime,
  tipo: Importacao['Tipo'],
): ImportProgress | undefined {
  const d = doc.dados;
  if (d.tipo !== `Importacao${tipo}` || typeof d.importacaoId !== 'number') return undefined;
  const status = STATUSES.find((s) => s === d.status) ?? 'Pendente';
  return {
    importacaoId: d.importacaoId,
    status,
    progresso: Math.min(Math.max(numberOf(d.progresso), 0), 100),
    linhasLidas: numberOf(d.linhasLidas),
    linhasImportadas: numberOf(d.linhasImportadas),
    linhasRejeitadas: numberOf(d.linhasRejeitadas),
    linhasPorSegundo: numberOf(d.linhasPorSegundo),
    etaSegundos: typeof d.etaSegundos === 'number' ? d.etaSegundos : null,
  };
}

/**
 * The signed-in user's markers of imports of `tipo` by import id, kept current over the session's realtime
 * stream while mounted (the API writes them as the job reads, rejects and merges rows).
 */
export function useImportProgress(tipo: Importacao['Tipo']): ReadonlyMap<number, ImportProgress> {
  const session = useSession();
  const [byId, setById] = useState<ReadonlyMap<number, ImportProgress>>(new Map());
  useEffect(
    () =>
      watchCollection(
        session.realtime,
        'marcadoresProcessamento',
        {
          onDocuments: (documentos) => {
            const next = new Map<number, ImportProgress>();
            // Newest first: an import's newest marker wins.
            for (const doc of documentos) {
              const p = progressOf(doc, tipo);
              if (p && !next.has(p.importacaoId)) next.set(p.importacaoId, p);
            }
            setById(next);
          },
        },
        { limite: 50 },
      ),
    [session, tipo],
  );
  return byId;
}
