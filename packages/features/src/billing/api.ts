// The billing effectivation slice's calls, each with its query key (the operation's path): the
// summary (parameters and recent months), a month's dealerships, closing and reopening a month,
// the collection letters, the charges and their payments, and the billing parameters.
import { settle, unwrap, type RegistrationApi } from '@emplacamento/api-client';
import { apiQueryOptions } from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = RegistrationApi.components['schemas'];
/** A dealership's billings of a month, and its charge. */
export type EmpresaComFaturamento = Schemas['EmpresaComFaturamento'];
/** A month's effectivation state and totals. */
export type MesFaturamento = Schemas['MesFaturamento'];
/** The EMP_* billing parameters. */
export type ParametrosFaturamento = Schemas['ParametrosFaturamento'];
/** A charge created by closing a month. */
export type Cobranca = Schemas['Cobranca'];
/** What sending the letters did. */
export type ResultadoCobranca = Schemas['ResultadoCobranca'];

/** A billing month. */
export interface Month {
  readonly ano: number;
  readonly mes: number;
}

export const paths = {
  summary: '/api/Emplacamento/EfetivarFaturamentos',
  dealerships: '/api/Emplacamento/EfetivarFaturamentos/ObterEmpresasComFaturamentos',
  close: '/api/Emplacamento/EfetivarFaturamentos/EfetivarMes',
  reopen: '/api/Emplacamento/EfetivarFaturamentos/ReabrirMes',
  letters: '/api/Emplacamento/EfetivarFaturamentos/GerarPendenciaEnviarCartaCobranca',
  charges: '/api/Emplacamento/EfetivarFaturamentos/ListarCobrancas',
  payment: '/api/Emplacamento/EfetivarFaturamentos/RegistrarPagamento',
  parameters: '/api/Emplacamento/EfetivarFaturamentos/AtualizarParametrosDeFaturamento',
  download: '/api/Geral/GerenciadorArquivo/Download',
} as const;

/** How many charges the screen shows for a month. */
export const CHARGES_SHOWN = 100;

const body = ({ ano, mes }: Month) => ({ AnoSelecionado: ano, MesSelecionado: mes });

/** The billing parameters and the last months' state. */
export const summaryOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.summary), (signal) =>
    session.clients.registration.GET(paths.summary, { signal }),
  );

/** The dealerships with billings in a month (and those that sent none). */
export const dealershipsOptions = (session: Session, month: Month) =>
  apiQueryOptions(operationKey(paths.dealerships, month), (signal) =>
    session.clients.registration.POST(paths.dealerships, { body: body(month), signal }),
  );

/** The charge list's request for a month: its first page, or only its charges of one status. */
const chargesBody = (month: Month, status?: 'Pendente') => ({
  draw: 1,
  start: 0,
  length: CHARGES_SHOWN,
  userdata: { ano: month.ano, mes: month.mes, ...(status ? { status } : {}) },
});

/** The first charges of a month, pending first (a month has one per dealership). */
export const chargesOptions = (session: Session, month: Month) =>
  apiQueryOptions(operationKey(paths.charges, month), (signal) =>
    session.clients.registration.POST(paths.charges, {
      params: { query: { paginar: true } },
      body: chargesBody(month),
      signal,
    }),
  );

/**
 * Every pending charge of a month, unpaged (the letters' confirmation counts them; the screen's
 * list shows only the first CHARGES_SHOWN).
 */
export async function pendingCharges(session: Session, month: Month): Promise<Cobranca[]> {
  const answer = unwrap(
    await settle(
      session.clients.registration.POST(paths.charges, {
        params: { query: { paginar: false } },
        body: chargesBody(month, 'Pendente'),
      }),
    ),
  );
  return answer.Data.data;
}

/** Closes a month into one charge per dealership. */
export async function closeMonth(session: Session, month: Month): Promise<MesFaturamento> {
  return unwrap(
    await settle(session.clients.registration.POST(paths.close, { body: body(month) })),
  );
}

/** Reopens a closed month (administrators), with the reason the log keeps. */
export async function reopenMonth(
  session: Session,
  month: Month,
  motivo: string,
): Promise<MesFaturamento> {
  return unwrap(
    await settle(
      session.clients.registration.POST(paths.reopen, { body: { ...body(month), Motivo: motivo } }),
    ),
  );
}

/** Sends the collection letters of a month's pending charges (again with `force`). */
export async function sendLetters(
  session: Session,
  month: Month,
  force: boolean,
): Promise<ResultadoCobranca> {
  return unwrap(
    await settle(
      session.clients.registration.POST(paths.letters, {
        params: { query: { forcarReenvio: force } },
        body: body(month),
      }),
    ),
  );
}

/** Marks a charge paid on a day (`YYYY-MM-DD`). */
export async function registerPayment(
  session: Session,
  cobrancaId: number,
  pagaEm: string,
): Promise<Cobranca> {
  return unwrap(
    await settle(
      session.clients.registration.POST(paths.payment, {
        body: { CobrancaId: cobrancaId, PagaEm: pagaEm },
      }),
    ),
  );
}

/** Saves the billing parameters. */
export async function saveParameters(
  session: Session,
  parametros: ParametrosFaturamento,
): Promise<ParametrosFaturamento> {
  return unwrap(
    await settle(session.clients.registration.POST(paths.parameters, { body: parametros })),
  );
}

/** A collection letter's PDF from the file archive. */
export async function letterPdf(session: Session, arquivoId: number): Promise<Blob> {
  return unwrap(
    await settle(
      session.clients.general.GET(paths.download, {
        params: { query: { id: arquivoId } },
        parseAs: 'blob',
      }),
    ),
  );
}
