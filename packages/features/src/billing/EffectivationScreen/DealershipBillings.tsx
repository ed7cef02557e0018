import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Card,
  EmptyState,
  Pagination,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@emplacamento/ui';
import type { EmpresaComFaturamento } from '../api';
import type { BillingFormat } from '../format';

/** Props of {@link DealershipBillings}. */
export interface DealershipBillingsProps {
  /** The month's words ("outubro de 2026"). */
  readonly monthName: string;
  /** The rows; undefined while loading. */
  readonly rows: readonly EmpresaComFaturamento[] | undefined;
  readonly format: BillingFormat;
}

/** The smallest page size offered: with fewer rows there is nothing to page. */
const SMALLEST_PAGE = 10;

/**
 * The month's dealerships: vehicles and amounts per invoice type, the charge the closing creates
 * (or created), whether its letter went and whether it owes; the active associated dealerships
 * that sent nothing come last, marked, so the association sees what is missing. Paged here: the
 * month's answer (`ObterEmpresasComFaturamentos`) is one list, every associated dealership of
 * the tenant, too long for one table on a large association. The parent keys it by month, so
 * another month starts on its first page.
 */
export function DealershipBillings({ monthName, rows, format: f }: DealershipBillingsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const all = rows ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  // A list that shrank (a new read) never leaves the table on a page past its end.
  const current = Math.min(page, pageCount);
  const shown = all.slice((current - 1) * pageSize, current * pageSize);
  const columns: TableColumn<EmpresaComFaturamento>[] = [
    {
      id: 'RazaoSocial',
      header: t('billing.colDealership'),
      isRowHeader: true,
      cell: (row) => (
        <Stack gap="1" alignItems="flex-start">
          <span style={{ overflowWrap: 'anywhere' }}>{row.RazaoSocial}</span>
          {row.SemFaturamento === true && <Badge tone="warning">{t('billing.noBilling')}</Badge>}
          {row.PendenciaFinanceira && <Badge tone="danger">{t('billing.overdue')}</Badge>}
        </Stack>
      ),
    },
    { id: 'CodigoFaturamento', header: t('billing.colCode'), cell: (row) => row.CodigoFaturamento },
    {
      id: 'DVR',
      header: t('billing.colDvr'),
      cell: (row) =>
        t('billing.vehicles', { count: row.QuantidadeDVR, valor: f.money(row.ValorDVR) }),
    },
    {
      id: 'DVE',
      header: t('billing.colDve'),
      cell: (row) =>
        t('billing.vehicles', { count: row.QuantidadeDVE, valor: f.money(row.ValorDVE) }),
    },
    {
      id: 'ValorCobranca',
      header: t('billing.colCharge'),
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{f.money(row.ValorCobranca)}</span>,
    },
    {
      id: 'Carta',
      header: t('billing.colLetter'),
      cell: (row) =>
        row.CartaEnviadaEm
          ? t('billing.letterSent', { data: f.instant(row.CartaEnviadaEm) })
          : t('billing.letterNotSent'),
    },
  ];
  return (
    <Card title={t('billing.dealershipsTitle')}>
      <Table
        label={t('billing.dealershipsLabel', { mes: monthName })}
        columns={columns}
        rows={shown}
        getRowId={(row) => row.EmpresaId}
        loading={rows === undefined}
        emptyState={
          <EmptyState title={<Text as="span">{t('billing.empty', { mes: monthName })}</Text>} />
        }
      />
      {all.length > SMALLEST_PAGE && (
        <Box paddingTop="3">
          <Pagination
            page={current}
            pageCount={pageCount}
            onPageChange={setPage}
            pageSize={pageSize}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </Box>
      )}
    </Card>
  );
}
