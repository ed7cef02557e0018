// The report calls as TanStack Query options: the definition (from the list of reports the user
// may run), the options of its filters, and a run keyed by its whole request, so going back to
// filters seen once shows them at once. The scope is the server's business: no call sends it.
import type { ApiClients, RegistrationApi } from '@emplacamento/api-client';
import { apiQueryOptions } from '@emplacamento/api-client/query';

type Schemas = RegistrationApi.components['schemas'];
/** A report request (filters, order). */
export type Consulta = Schemas['RelatorioConsulta'];
/** A report's filters. */
export type Filtros = Schemas['RelatorioFiltros'];
/** A report answer. */
export type Resultado = Schemas['RelatorioResultado'];
/** A report definition. */
export type Definicao = Schemas['RelatorioDefinicao'];
/** The options of a report's filters. */
export type OpcoesFiltros = Schemas['RelatorioOpcoesFiltros'];
/** The file formats a report exports as (the contract's `formato`). */
export type ExportFormat =
  RegistrationApi.operations['exportarRelatorio']['parameters']['query']['formato'];

const BASE = '/api/Emplacamento/Relatorios';
/** Reports answer a few dozen rows (brands, months); one page holds them all. */
export const ROWS = 1000;

export const reportQueries = {
  definitions: (c: ApiClients) =>
    apiQueryOptions(['Relatorios'], (signal) => c.registration.GET(BASE, { signal })),
  options: (c: ApiClients, nome: string, municipio: string) =>
    apiQueryOptions(['Relatorios', nome, 'Filtros', municipio], (signal) =>
      c.registration.GET(`${BASE}/{nome}/Filtros`, {
        params: { path: { nome }, query: municipio === '' ? {} : { municipio } },
        signal,
      }),
    ),
  run: (c: ApiClients, nome: string, consulta: Consulta) =>
    apiQueryOptions(['Relatorios', nome, 'Executar', consulta], (signal) =>
      c.registration.POST(`${BASE}/{nome}/Executar`, {
        params: { path: { nome } },
        body: { ...consulta, start: 0, length: ROWS },
        signal,
      }),
    ),
};

/** The export of a run as a file (the server writes it with the page's columns and totals). */
export async function exportReport(
  c: ApiClients,
  nome: string,
  consulta: Consulta,
  formato: ExportFormat,
): Promise<{ blob: Blob; name: string }> {
  const { data, error, response } = await c.registration.POST(`${BASE}/{nome}/Exportar`, {
    params: { path: { nome }, query: { formato } },
    body: consulta,
    parseAs: 'blob',
  });
  if (error !== undefined || !(data instanceof Blob)) throw new Error(response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: data, name: fileNameOf(disposition) ?? `${nome}.${formato}` };
}

/**
 * The file name a `Content-Disposition` gives: its UTF-8 `filename*` (RFC 6266) when present, as
 * the server names a report by its title (accents, a dash), else its plain `filename`.
 */
export function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
}
