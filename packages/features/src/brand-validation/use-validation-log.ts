import { useEffect, useState } from 'react';
import { watchCollection, type DocumentoRealtime } from '@emplacamento/realtime';
import { useSession } from '../session/SessionProvider';
import type { ValidationStatus } from './api';

/** A line of the brand validation log: one validation's live state. */
export interface LogLine {
  readonly id: string;
  readonly validacaoId: number;
  readonly tipo: number;
  readonly dataInicial: string;
  readonly dataFinal: string;
  readonly usuarioNome: string;
  readonly status: ValidationStatus;
  /** 0–100. */
  readonly progresso: number;
  readonly linhasLidas: number;
  readonly ausentesNoFabricante: number | null;
  readonly ausentesNoEmplacamento: number | null;
  readonly divergencias: number | null;
  readonly atualizadoEm: string;
}

const STATUSES: readonly ValidationStatus[] = [
  'Pendente',
  'Processando',
  'Concluida',
  'ConcluidaComErros',
  'Falhou',
  'Cancelada',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' ? value : null);

/** A log document as a line, or undefined for a removed validation's (or a foreign) document. */
export function lineOf(doc: DocumentoRealtime): LogLine | undefined {
  const d = doc.dados;
  if (typeof d.validacaoId !== 'number' || d.removida === true) return undefined;
  return {
    id: doc.id,
    validacaoId: d.validacaoId,
    tipo: typeof d.tipo === 'number' ? d.tipo : 3,
    dataInicial: text(d.dataInicial),
    dataFinal: text(d.dataFinal),
    usuarioNome: text(d.usuarioNome),
    status: STATUSES.find((s) => s === d.status) ?? 'Pendente',
    progresso: Math.min(Math.max(count(d.progresso) ?? 0, 0), 100),
    linhasLidas: count(d.linhasLidas) ?? 0,
    ausentesNoFabricante: count(d.ausentesNoFabricante),
    ausentesNoEmplacamento: count(d.ausentesNoEmplacamento),
    divergencias: count(d.divergencias),
    atualizadoEm: doc.atualizadoEm ?? doc.criadoEm,
  };
}

/**
 * The tenant's brand validation log, newest first, kept current over the session's realtime
 * stream while mounted (the API writes a line when a validation is queued and as it runs); null
 * until the first read answered.
 */
export function useValidationLog(limite = 20): readonly LogLine[] | null {
  const session = useSession();
  const [lines, setLines] = useState<readonly LogLine[] | null>(null);
  useEffect(
    () =>
      watchCollection(
        session.realtime,
        'logValidacaoMarca',
        {
          onDocuments: (documentos) => {
            setLines(documentos.map(lineOf).filter((l): l is LogLine => l !== undefined));
          },
        },
        { limite },
      ),
    [session, limite],
  );
  return lines;
}
