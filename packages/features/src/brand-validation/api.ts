// The brand validation slice's calls, each with its query key (the operation's path): the types
// the user may start, upload the manufacturer's list, start, list, the differences of one,
// remove, and download a result file from the archive.
import {
  filesBody,
  settle,
  unwrap,
  type BrandValidationApi,
  type PageState,
} from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = BrandValidationApi.components['schemas'];
/** A validation as the server returns it. */
export type ValidacaoMarca =
  BrandValidationApi.components['schemas']['ValidacaoMarcaLista']['Data']['data'][number];
/** A validation's state. */
export type ValidationStatus = ValidacaoMarca['Status'];
/** A validation type (1 Diário, 2 Trimestral, 3 Padrão, 4 Detalhado). */
export type TipoValidacao = ValidacaoMarca['Tipo'];
/** One difference of a result. */
export type Diferenca = Schemas['DiferencaValidacao'];
/** A kind of difference. */
export type TipoDiferenca = Schemas['TipoDiferencaValidacao'];

export const paths = {
  types: '/api/ValidacaoMarca/ObterTiposValidacaoMarca',
  start: '/api/ValidacaoMarca/IniciarValidacaoMarcaManual',
  list: '/api/ValidacaoMarca/ObterValidacoesMarca',
  one: '/api/ValidacaoMarca/ObterValidacaoMarca',
  differences: '/api/ValidacaoMarca/ObterDiferencasValidacaoMarca',
  remove: '/api/ValidacaoMarca',
  upload: '/api/Geral/Importacao/UploadArquivo',
  download: '/api/Geral/GerenciadorArquivo/Download',
} as const;

/** The states in which a validation still runs. */
export const RUNNING: readonly ValidationStatus[] = ['Pendente', 'Processando'];

/** The types this user may start. */
export const typesOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.types), (signal) =>
    session.clients.brandValidation.GET(paths.types, { signal }),
  );

/** One page of the validations. */
export const validationPageOptions = (session: Session, state: PageState<Record<string, never>>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.brandValidation.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One validation with its summary. */
export const validationOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.brandValidation.GET(paths.one, { params: { query: { id } }, signal }),
  );

/** One page of a validation's differences. */
export const differencePageOptions = (
  session: Session,
  id: number,
  state: PageState<{ tipo?: TipoDiferenca }>,
) =>
  pagedQueryOptions(operationKey(paths.differences, { id }), state, (body, signal) =>
    session.clients.brandValidation.POST(paths.differences, {
      params: { query: { id, paginar: true } },
      body,
      signal,
    }),
  );

/** Uploads the manufacturer's list to the archive; answers its guid. */
export async function uploadList(session: Session, file: File): Promise<string> {
  const sent = unwrap(await settle(session.clients.general.POST(paths.upload, filesBody([file]))));
  const guid = sent[0]?.Guid;
  if (!guid) throw new Error('upload answered no file');
  return guid;
}

/** Starts a validation of the period of `tipo` around `dataReferencia` against list `guid`. */
export async function startValidation(
  session: Session,
  body: { Tipo: TipoValidacao; DataReferencia: string; ArquivoGuid: string },
): Promise<ValidacaoMarca> {
  return unwrap(await settle(session.clients.brandValidation.POST(paths.start, { body })));
}

/** Removes a validation and its result files. */
export async function removeValidation(session: Session, id: number): Promise<void> {
  unwrap(
    await settle(
      session.clients.brandValidation.DELETE(paths.remove, { params: { query: { id } } }),
    ),
  );
}

/** A file of the archive (a result) as a blob. */
export async function downloadFile(session: Session, id: number): Promise<Blob> {
  return unwrap(
    await settle(
      session.clients.general.GET(paths.download, { params: { query: { id } }, parseAs: 'blob' }),
    ),
  );
}
