import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconButton, Inline, Link, ProgressBar } from '@emplacamento/ui';
import { ImportStatusBadge } from '../../imports/ImportScreen/status';
import { ListView, useListState, type ListColumn } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { RUNNING, validationPageOptions, type ValidacaoMarca } from '../api';
import type { LogLine } from '../use-validation-log';
import { ResultDownloads } from './ResultDownloads';
import { brDate, typeLabel } from '../labels';

const defaults = { pageSize: 10, sort: [{ column: 'DataCriacao', dir: 'desc' as const }] };

/** Props of {@link ValidationList}. */
export interface ValidationListProps {
  /** The log's live state of each validation, by id. */
  readonly live: ReadonlyMap<number, LogLine>;
  /** Asks to remove a validation (the screen confirms first). */
  readonly onRemove: (row: ValidacaoMarca) => void;
}

/**
 * The tenant's validations on the list kit (number, type, period, who, when, live status and
 * progress, differences found), newest first, sorted and paged on the server; a finished one
 * opens its result and gives its files.
 */
export function ValidationList({ live, onRemove }: ValidationListProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const columns = useMemo((): ListColumn<ValidacaoMarca>[] => {
    const numbers = new Intl.NumberFormat(i18n.language);
    const dates = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    });
    const status = (row: ValidacaoMarca) =>
      RUNNING.includes(row.Status) ? (live.get(row.Id)?.status ?? row.Status) : row.Status;
    return [
      {
        id: 'Id',
        field: 'Id',
        header: t('brandValidation.colNumber'),
        sortable: true,
        isRowHeader: true,
        hideable: false,
        cell: (row) => (
          <Link href={`/admin-panel/brand-validation?validacao=${String(row.Id)}`}>
            {t('brandValidation.number', { id: row.Id })}
          </Link>
        ),
      },
      {
        id: 'Tipo',
        field: 'Tipo',
        header: t('brandValidation.colType'),
        sortable: true,
        cell: (row) => typeLabel(t, row.Tipo),
      },
      {
        id: 'DataInicial',
        field: 'DataInicial',
        header: t('brandValidation.colPeriod'),
        sortable: true,
        cell: (row) =>
          row.DataInicial === row.DataFinal
            ? brDate(row.DataInicial)
            : `${brDate(row.DataInicial)} – ${brDate(row.DataFinal)}`,
      },
      {
        id: 'UsuarioNome',
        field: 'UsuarioNome',
        header: t('brandValidation.colUser'),
        sortable: true,
        cell: (row) => row.UsuarioNome ?? '',
      },
      {
        id: 'DataCriacao',
        field: 'DataCriacao',
        header: t('brandValidation.colDate'),
        sortable: true,
        cell: (row) => (
          <span style={{ whiteSpace: 'nowrap' }}>{dates.format(new Date(row.DataCriacao))}</span>
        ),
      },
      {
        id: 'Status',
        field: 'Status',
        header: t('brandValidation.colStatus'),
        sortable: true,
        cell: (row) =>
          RUNNING.includes(status(row)) ? (
            <ProgressBar
              label={t('brandValidation.progressOf', { id: row.Id })}
              value={live.get(row.Id)?.progresso ?? row.Progresso}
              showValue
            />
          ) : (
            <ImportStatusBadge t={t} status={status(row)} />
          ),
      },
      {
        id: 'Divergencias',
        field: 'Divergencias',
        header: t('brandValidation.colDifferences'),
        cell: (row) =>
          row.Divergencias === null || row.Divergencias === undefined
            ? ''
            : t('brandValidation.counts', {
                fabricante: numbers.format(row.AusentesNoFabricante ?? 0),
                emplacamento: numbers.format(row.AusentesNoEmplacamento ?? 0),
                divergencias: numbers.format(row.Divergencias),
              }),
      },
      {
        id: 'Acoes',
        field: 'Id',
        header: t('brandValidation.colActions'),
        hideable: false,
        cell: (row) => (
          <Inline gap="1">
            {!RUNNING.includes(row.Status) && <ResultDownloads validacao={row} />}
            <IconButton
              label={t('brandValidation.remove', { id: row.Id })}
              icon={<Trash2 size={16} aria-hidden />}
              onPress={() => {
                onRemove(row);
              }}
            />
          </Inline>
        ),
      },
    ];
  }, [t, i18n.language, live, onRemove]);
  const query = useQuery({
    ...validationPageOptions(session, { ...list.state, filters: {} }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListView
      title={t('brandValidation.listTitle')}
      label={t('brandValidation.listLabel')}
      listId="validacoes-marca"
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      searchPlaceholder={t('brandValidation.searchUser')}
    />
  );
}
