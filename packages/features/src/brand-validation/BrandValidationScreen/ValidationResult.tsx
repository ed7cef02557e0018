import { useMemo, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Card,
  EmptyState,
  IconButton,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@emplacamento/ui';
import { ImportStatusBadge } from '../../imports/ImportScreen/status';
import { ListView, useListState, type ListColumn, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import {
  differencePageOptions,
  validationOptions,
  type Diferenca,
  type TipoDiferenca,
  type ValidacaoMarca,
} from '../api';
import { ResultDownloads } from './ResultDownloads';
import { typeLabel } from '../labels';

const KINDS: readonly TipoDiferenca[] = [
  'AusenteNoFabricante',
  'AusenteNoEmplacamento',
  'Divergencia',
  'Conferido',
];
const FIELDS = ['chassi', 'placa', 'modelo', 'data', 'municipio', 'concessionaria'] as const;

function KindFilter({ list }: { readonly list: ListStateControls }) {
  const { t } = useTranslation();
  return (
    <div style={{ flex: '1 1 12rem', minWidth: '10rem', maxWidth: '18rem' }}>
      <Select
        label={t('brandValidation.kindFilter')}
        options={[
          { id: '', label: t('listKit.all') },
          ...KINDS.map((k) => ({ id: k, label: t(`brandValidation.kind${k}`) })),
        ]}
        value={list.state.filters.tipo ?? ''}
        onChange={(key: Key | null) => {
          list.setFilter('tipo', key === null ? '' : String(key));
        }}
      />
    </div>
  );
}

/** The summary of a validation: its counts per kind of difference and per field. */
function Summary({ validacao }: { readonly validacao: ValidacaoMarca }) {
  const { t, i18n } = useTranslation();
  const n = (value: number | null | undefined) =>
    new Intl.NumberFormat(i18n.language).format(value ?? 0);
  const perField = validacao.DivergenciasPorCampo ?? {};
  return (
    <Stack gap="2">
      <Inline gap="2">
        <ImportStatusBadge t={t} status={validacao.Status} />
        <Text>{typeLabel(t, validacao.Tipo)}</Text>
      </Inline>
      <Text>
        {t('brandValidation.totals', {
          emplacamentos: n(validacao.TotalEmplacamentos),
          fabricante: n(validacao.TotalFabricante),
        })}
      </Text>
      <Text>
        {t('brandValidation.counts', {
          fabricante: n(validacao.AusentesNoFabricante),
          emplacamento: n(validacao.AusentesNoEmplacamento),
          divergencias: n(validacao.Divergencias),
        })}
      </Text>
      {FIELDS.some((f) => (perField[f] ?? 0) > 0) && (
        <Text variant="small" tone="muted">
          {FIELDS.filter((f) => (perField[f] ?? 0) > 0)
            .map((f) => `${t(`brandValidation.field_${f}`)}: ${n(perField[f])}`)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One validation's result (`?validacao=`): its summary, its files and its differences on the list
 * kit, filtered by kind and paged on the server.
 */
export function ValidationResult({
  id,
  onClose,
}: {
  readonly id: number;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const one = useQuery(validationOptions(session, id));
  const list = useListState({ pageSize: 25 });
  const columns = useMemo(
    (): ListColumn<Diferenca>[] => [
      {
        id: 'Chassi',
        field: 'Chassi',
        header: t('brandValidation.colChassis'),
        isRowHeader: true,
        hideable: false,
        cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.Chassi || '—'}</span>,
      },
      {
        id: 'Tipo',
        field: 'Tipo',
        header: t('brandValidation.colKind'),
        cell: (row) => t(`brandValidation.kind${row.Tipo}`),
      },
      {
        id: 'Campo',
        field: 'Campo',
        header: t('brandValidation.colField'),
        cell: (row) => (row.Campo ? t(`brandValidation.field_${row.Campo}`) : ''),
      },
      {
        id: 'ValorEmplacamento',
        field: 'ValorEmplacamento',
        header: t('brandValidation.colOurs'),
        cell: (row) => row.ValorEmplacamento ?? '',
      },
      {
        id: 'ValorFabricante',
        field: 'ValorFabricante',
        header: t('brandValidation.colTheirs'),
        cell: (row) => row.ValorFabricante ?? '',
      },
      {
        id: 'Linha',
        field: 'Linha',
        header: t('brandValidation.colLine'),
        cell: (row) => (row.Linha === null ? '' : String(row.Linha)),
      },
    ],
    [t],
  );
  const tipo = KINDS.find((k) => k === list.state.filters.tipo);
  const query = useQuery({
    ...differencePageOptions(session, id, { ...list.state, filters: tipo ? { tipo } : {} }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="4">
      <Card
        title={t('brandValidation.resultTitle', { id })}
        actions={
          <IconButton
            label={t('brandValidation.closeResult')}
            icon={<X size={16} aria-hidden />}
            onPress={onClose}
          />
        }
      >
        {one.isPending ? (
          <Skeleton height="4rem" />
        ) : one.data ? (
          <Stack gap="3">
            <Summary validacao={one.data} />
            <ResultDownloads validacao={one.data} />
          </Stack>
        ) : (
          <EmptyState title={t('brandValidation.notFound')} />
        )}
      </Card>
      <ListView
        title={t('brandValidation.differencesTitle')}
        label={t('brandValidation.differencesLabel', { id })}
        listId="validacao-marca-diferencas"
        columns={columns}
        getRowId={(row) => row.Id}
        query={query}
        list={list}
        filters={<KindFilter list={list} />}
        searchPlaceholder={t('brandValidation.searchChassis')}
      />
    </Stack>
  );
}
