// The kinds of import one screen serves: registration files and billing files go through the same
// server pipeline (one job, one error report, one processing marker per import), so the screen is
// one too; a kind says only where its calls and its page are, and which texts name its files.
import { settle, unwrap, type Page, type PageState } from '@emplacamento/api-client';
import { filesBody } from '@emplacamento/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { pagedQueryOptions, type ApiQueryOptions } from '@emplacamento/api-client/query';
import type { Messages } from '@emplacamento/i18n';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';
import { createImport, paths, uploadFile, type ImportFilters, type Importacao } from './api';

/** A text of the import screen that names a kind's files (`imports.*` or `billing.*`). */
type TextKey =
  | `imports.${Extract<keyof Messages['imports'], string>}`
  | `billing.${Extract<keyof Messages['billing'], string>}`;

/** What sending one file answered: the import itself, or the stored file to create it from. */
export type Sent = { readonly importacao: Importacao } | { readonly guid: string };

/** One kind of import file and its calls. */
export interface ImportKind {
  /** The import's `Tipo`, also the suffix of its processing marker's `tipo`. */
  readonly tipo: Importacao['Tipo'];
  /** The screen's address: the history and the uploads open an import there. */
  readonly route: string;
  /** The history's operation path (its query key, refreshed when an import ends). */
  readonly listPath: string;
  /** The history's id in the list kit's saved column choices. */
  readonly listId: string;
  /** Translation keys of the texts that name this kind's files. */
  readonly texts: {
    readonly dropLabel: TextKey;
    readonly dropHint: TextKey;
    readonly historyLabel: TextKey;
  };
  /** Sends one file: either the import at once, or a stored file for {@link ImportKind.create}. */
  readonly send: (session: Session, file: File) => Promise<Sent>;
  /** Creates the import of a stored file (`replace` replaces an earlier import of its content). */
  readonly create:
    ((session: Session, guid: string, replace: boolean) => Promise<Importacao>) | null;
  /** One page of this kind's history. */
  readonly pageOptions: (
    session: Session,
    state: PageState<ImportFilters>,
  ) => ApiQueryOptions<Page<Importacao>, readonly [...QueryKey, PageState<ImportFilters>]>;
  /** Whether the screen lists the vehicle versions still waiting for a model. */
  readonly unmappedVersions: boolean;
}

/** Registration files: uploaded, then imported; a content already imported is replaced on request. */
export const registrationImport: ImportKind = {
  tipo: 'Emplacamento',
  route: '/admin-panel/import-emplacamento',
  listPath: paths.list,
  listId: 'importacoes-emplacamento',
  texts: {
    dropLabel: 'imports.dropLabel',
    dropHint: 'imports.dropHint',
    historyLabel: 'imports.historyLabel',
  },
  send: async (session, file) => ({ guid: await uploadFile(session, file) }),
  create: createImport,
  pageOptions: (session, state) =>
    pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
      session.clients.registration.POST(paths.list, {
        params: { query: { paginar: true } },
        body,
        signal,
      }),
    ),
  unmappedVersions: true,
};

const billingPaths = {
  send: '/api/Emplacamento/ImportacaoFaturamento/ImportarFaturamentos',
  list: '/api/Emplacamento/ImportacaoFaturamento/ConsultarImportacoesFaturamento',
} as const;

/** Billing files: one call stores and imports; a content already imported answers its import. */
export const billingImport: ImportKind = {
  tipo: 'Faturamento',
  route: '/admin-panel/import-billing',
  listPath: billingPaths.list,
  listId: 'importacoes-faturamento',
  texts: {
    dropLabel: 'billing.dropLabel',
    dropHint: 'billing.dropHint',
    historyLabel: 'billing.historyLabel',
  },
  send: async (session, file) => {
    const started = unwrap(
      await settle(session.clients.registration.POST(billingPaths.send, filesBody([file]))),
    );
    const importacao = started[0];
    if (!importacao) throw new Error('the billing import answered no import');
    return { importacao };
  },
  create: null,
  pageOptions: (session, state) =>
    pagedQueryOptions(operationKey(billingPaths.list), state, (body, signal) =>
      session.clients.registration.POST(billingPaths.list, {
        params: { query: { paginar: true } },
        body,
        signal,
      }),
    ),
  unmappedVersions: false,
};
