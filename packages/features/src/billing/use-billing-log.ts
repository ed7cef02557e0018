import { useEffect, useState } from 'react';
import { watchCollection, type DocumentoRealtime } from '@emplacamento/realtime';
import { useSession } from '../session/SessionProvider';

/** A line of the billing log: what happened, as the server wrote it (facts, not sentences). */
export type BillingEvent =
  | {
      readonly tipo: 'Importacao';
      readonly arquivoNome: string;
      readonly linhasImportadas: number;
      readonly linhasComErro: number;
    }
  | {
      readonly tipo: 'Efetivacao';
      readonly ano: number;
      readonly mes: number;
      readonly cobrancas: number;
      readonly valorTotal: number;
    }
  | {
      readonly tipo: 'Reabertura';
      readonly ano: number;
      readonly mes: number;
      readonly motivo: string;
    }
  | {
      readonly tipo: 'Carta';
      readonly ano: number;
      readonly mes: number;
      readonly empresa: string;
      readonly para: string;
      readonly valor: number;
      /** The letter's PDF in the file archive (null on a line that names none). */
      readonly arquivoId: number | null;
    }
  | {
      readonly tipo: 'Pagamento';
      readonly empresa: string;
      readonly valor: number;
      readonly pagaEm: string;
    };

/** One log line: its document id, when it was written, and the event. */
export interface BillingLogLine {
  readonly id: string;
  readonly criadoEm: string;
  readonly evento: BillingEvent;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (typeof value === 'number' ? value : 0);
/** Amounts travel as decimal strings (exact on the server); the screen formats them. */
const amount = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) || 0 : 0;

/** A log document as a line, or undefined for a kind of event this portal does not know. */
export function billingLineOf(doc: DocumentoRealtime): BillingLogLine | undefined {
  const d = doc.dados;
  const at = { id: doc.id, criadoEm: doc.criadoEm };
  switch (d.tipo) {
    case 'Importacao':
      return {
        ...at,
        evento: {
          tipo: 'Importacao',
          arquivoNome: text(d.arquivoNome),
          linhasImportadas: int(d.linhasImportadas),
          linhasComErro: int(d.linhasComErro),
        },
      };
    case 'Efetivacao':
      return {
        ...at,
        evento: {
          tipo: 'Efetivacao',
          ano: int(d.ano),
          mes: int(d.mes),
          cobrancas: int(d.cobrancas),
          valorTotal: amount(d.valorTotal),
        },
      };
    case 'Reabertura':
      return {
        ...at,
        evento: { tipo: 'Reabertura', ano: int(d.ano), mes: int(d.mes), motivo: text(d.motivo) },
      };
    case 'Carta':
      return {
        ...at,
        evento: {
          tipo: 'Carta',
          ano: int(d.ano),
          mes: int(d.mes),
          empresa: text(d.empresa),
          para: text(d.para),
          valor: amount(d.valor),
          arquivoId: typeof d.arquivoId === 'number' ? d.arquivoId : null,
        },
      };
    case 'Pagamento':
      return {
        ...at,
        evento: {
          tipo: 'Pagamento',
          empresa: text(d.empresa),
          valor: amount(d.valor),
          pagaEm: text(d.pagaEm),
        },
      };
    default:
      return undefined;
  }
}

/**
 * The tenant's billing log, newest first, kept current over the session's realtime stream while
 * mounted (the API writes a line per import, closing, reopening, letter and payment, each in the
 * transaction of what it tells); null until the first read answered.
 */
export function useBillingLog(limite = 30): readonly BillingLogLine[] | null {
  const session = useSession();
  const [lines, setLines] = useState<readonly BillingLogLine[] | null>(null);
  useEffect(
    () =>
      watchCollection(
        session.realtime,
        'logFaturamento',
        {
          onDocuments: (documentos) => {
            setLines(
              documentos.map(billingLineOf).filter((l): l is BillingLogLine => l !== undefined),
            );
          },
        },
        { limite },
      ),
    [session, limite],
  );
  return lines;
}
