// The import slice's calls, each with its query key (the operation's path): upload a
// file, create an import of it (or replace an earlier one), list, cancel, read the error report,
// and the versions still waiting for a model.
import { settle, unwrap, type RegistrationApi } from '@emplacamento/api-client';
import type { VehiclesApi } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import { filesBody } from '@emplacamento/api-client';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = RegistrationApi.components['schemas'];
/** An import as the server returns it. */
export type Importacao = Schemas['Importacao'];
/** An import's state. */
export type ImportStatus = Importacao['Status'];
/** The history's filters (`userdata`). */
export type ImportFilters = Schemas['FiltroImportacoes'];
/** A version of the nomenclature (mapped or waiting for a model). */
export type Nomenclatura = VehiclesApi.components['schemas']['Nomenclatura'];

export const paths = {
  upload: '/api/Emplacamento/ImportacaoEmplacamento',
  create: '/api/Emplacamento/ImportacaoEmplacamento/CriarImportacao',
  list: '/api/Emplacamento/ImportacaoEmplacamento/ListarImportacoes',
  one: '/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao',
  report: '/api/Emplacamento/ImportacaoEmplacamento/RelatorioErros',
  cancel: '/api/Emplacamento/ImportacaoEmplacamento/CancelarImportacao',
  versions: '/api/Veiculos/Nomenclatura/ObterNomenclaturas',
} as const;

/** The states in which an import still runs (and may be cancelled). */
export const RUNNING: readonly ImportStatus[] = ['Pendente', 'Processando'];

/** The first versions waiting for a model (the list the import screen shows after a file). */
export const unmappedOptions = (session: Session, pageSize: number) =>
  pagedQueryOptions(
    operationKey(paths.versions, { mapeada: false }),
    {
      pageIndex: 0,
      pageSize,
      search: '',
      sort: [{ column: 'QuantidadeEmplacamentos', dir: 'desc' }],
      filters: { mapeada: false },
    },
    (body, signal) =>
      session.clients.vehicles.POST(paths.versions, {
        params: { query: { paginar: true } },
        body,
        signal,
      }),
  );

/** Uploads one file; answers its guid (the SHA-256 of its content). */
export async function uploadFile(session: Session, file: File): Promise<string> {
  const sent = unwrap(
    await settle(
      session.clients.registration.POST(paths.upload, {
        params: { query: { guid: true } },
        ...filesBody([file]),
      }),
    ),
  );
  const guid = sent[0]?.Guid;
  if (!guid) throw new Error('upload answered no file');
  return guid;
}

/** Creates the import of an uploaded file; `replace` replaces an earlier import of it. */
export async function createImport(
  session: Session,
  guid: string,
  replace: boolean,
): Promise<Importacao> {
  return unwrap(
    await settle(
      session.clients.registration.POST(paths.create, {
        body: { ArquivoGuid: guid, Substituir: replace },
      }),
    ),
  );
}

/** Cancels a queued or running import. */
export async function cancelImport(session: Session, id: number): Promise<Importacao> {
  return unwrap(
    await settle(session.clients.registration.POST(paths.cancel, { params: { query: { id } } })),
  );
}

/** The error report of an import as a file (CSV or XLSX), in the user's language. */
export async function errorReport(
  session: Session,
  id: number,
  formato: 'csv' | 'xlsx',
): Promise<Blob> {
  return unwrap(
    await settle(
      session.clients.registration.GET(paths.report, {
        params: { query: { id, formato } },
        parseAs: 'blob',
      }),
    ),
  );
}

/** One import with its first errors. */
export const importOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.registration.GET(paths.one, { params: { query: { id } }, signal }),
  );
