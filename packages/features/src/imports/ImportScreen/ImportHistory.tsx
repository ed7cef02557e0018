import { useMemo, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from '@emplacamento/ui';
import {
  allOption,
  ListView,
  useListState,
  type ListState,
  type ListStateControls,
} from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import type { ImportFilters, ImportStatus, Importacao } from '../api';
import type { ImportKind } from '../kinds';
import type { ImportProgress } from '../use-import-progress';
import { importColumns } from './columns';

const defaults = { pageSize: 10, sort: [{ column: 'DataCriacao', dir: 'desc' as const }] };

const STATUSES: readonly ImportStatus[] = [
  'Pendente',
  'Processando',
  'Concluida',
  'ConcluidaComErros',
  'Falhou',
  'Cancelada',
];

/** The address's filter text as the list operation's typed `userdata`. */
export function importFilters(state: ListState): ImportFilters {
  const status = STATUSES.find((s) => s === state.filters.status);
  return status ? { status } : {};
}

function StatusFilter({ list }: { readonly list: ListStateControls }) {
  const { t } = useTranslation();
  return (
    <div style={{ flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' }}>
      <Select
        label={t('imports.statusFilter')}
        options={[
          allOption(t, 'female'),
          ...STATUSES.map((s) => ({ id: s, label: t(`imports.status${s}`) })),
        ]}
        value={list.state.filters.status ?? ''}
        onChange={(key: Key | null) => {
          list.setFilter('status', key === null ? '' : String(key));
        }}
      />
    </div>
  );
}

/** Props of {@link ImportHistory}. */
export interface ImportHistoryProps {
  /** Which imports the history lists. */
  readonly kind: ImportKind;
  /** Live progress of the user's imports, by id. */
  readonly progress: ReadonlyMap<number, ImportProgress>;
  /** Asks to cancel a running import (the screen confirms first). */
  readonly onCancel: (row: Importacao) => void;
}

/**
 * The tenant's imports of one kind (who, when, file, rows, status, errors) on the list kit:
 * searched by file or user, filtered by status, sorted and paged on the server, kept in the
 * address; running ones can be cancelled, finished ones with errors give their report.
 */
export function ImportHistory({ kind, progress, onCancel }: ImportHistoryProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const columns = useMemo(() => {
    const numbers = new Intl.NumberFormat(i18n.language);
    const dates = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    });
    return importColumns({
      t,
      formatNumber: (n) => numbers.format(n),
      formatDate: (iso) => dates.format(new Date(iso)),
      progress,
      onCancel,
      route: kind.route,
    });
  }, [t, i18n.language, progress, onCancel, kind.route]);
  const pageState = useMemo(
    () => ({ ...list.state, filters: importFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...kind.pageOptions(session, pageState),
    placeholderData: keepPreviousData,
  });
  return (
    <ListView
      title={t('imports.historyTitle')}
      label={t(kind.texts.historyLabel)}
      listId={kind.listId}
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      filters={<StatusFilter list={list} />}
      searchPlaceholder={t('imports.searchPlaceholder')}
    />
  );
}
