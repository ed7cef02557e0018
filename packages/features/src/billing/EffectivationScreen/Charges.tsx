import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  DatePicker,
  Dialog,
  EmptyState,
  Inline,
  Stack,
  Table,
  Text,
  parseDate,
  type TableColumn,
} from '@emplacamento/ui';
import { operationKey } from '../../data/keys';
import { problemText } from '../../data/problem-text';
import { useSession, useToasts } from '../../session/SessionProvider';
import { paths, registerPayment, type Cobranca } from '../api';
import type { BillingFormat } from '../format';

/** Props of {@link Charges}. */
export interface ChargesProps {
  readonly monthName: string;
  /** The month's charges; undefined while loading. */
  readonly rows: readonly Cobranca[] | undefined;
  readonly format: BillingFormat;
  /** Today in São Paulo (`YYYY-MM-DD`), the payment date offered. */
  readonly today: string;
}

const tones = { Pendente: 'warning', Paga: 'success', Cancelada: 'neutral' } as const;

/** The month's charges; a pending one can be marked paid on a chosen day. */
export function Charges({ monthName, rows, format: f, today }: ChargesProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<Cobranca | null>(null);
  const [day, setDay] = useState(today);
  const pay = useMutation({
    mutationFn: ({ id, pagaEm }: { id: number; pagaEm: string }) =>
      registerPayment(session, id, pagaEm),
    onSuccess: async () => {
      setPaying(null);
      toasts.success(t('billing.paid'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operationKey(paths.charges) }),
        queryClient.invalidateQueries({ queryKey: operationKey(paths.dealerships) }),
      ]);
    },
  });
  const columns: TableColumn<Cobranca>[] = [
    {
      id: 'RazaoSocial',
      header: t('billing.colDealership'),
      isRowHeader: true,
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.RazaoSocial}</span>,
    },
    {
      id: 'Valor',
      header: t('billing.colValue'),
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{f.money(row.Valor)}</span>,
    },
    { id: 'Vencimento', header: t('billing.colDue'), cell: (row) => f.day(row.Vencimento) },
    {
      id: 'Status',
      header: t('billing.colStatus'),
      cell: (row) => (
        <Badge tone={tones[row.Status]}>
          {row.Status === 'Paga'
            ? t('billing.chargePaga', { data: row.PagaEm ? f.day(row.PagaEm) : '' })
            : t(`billing.charge${row.Status}`)}
        </Badge>
      ),
    },
    {
      id: 'Acoes',
      header: t('billing.colActions'),
      cell: (row) =>
        row.Status === 'Pendente' && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('billing.registerPayment', { empresa: row.RazaoSocial })}
            onPress={() => {
              pay.reset();
              setDay(today);
              setPaying(row);
            }}
          >
            {t('billing.paymentTitle')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('billing.chargesTitle')}>
      <Table
        label={t('billing.chargesLabel', { mes: monthName })}
        columns={columns}
        rows={rows ?? []}
        getRowId={(row) => row.Id}
        loading={rows === undefined}
        emptyState={
          <EmptyState
            title={<Text as="span">{t('billing.chargesEmpty', { mes: monthName })}</Text>}
          />
        }
      />
      <Dialog
        isOpen={paying !== null}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
        title={t('billing.paymentTitle')}
        footer={(close) => (
          <Inline gap="2" justifyContent="flex-end">
            <Button variant="secondary" onPress={close}>
              {t('billing.closeCancel')}
            </Button>
            <Button
              isDisabled={pay.isPending}
              onPress={() => {
                if (paying) pay.mutate({ id: paying.Id, pagaEm: day });
              }}
            >
              {t('billing.paymentConfirm')}
            </Button>
          </Inline>
        )}
      >
        {paying && (
          <Stack gap="3">
            <Text>
              {t('billing.paymentText', {
                empresa: paying.RazaoSocial,
                valor: f.money(paying.Valor),
                vencimento: f.day(paying.Vencimento),
              })}
            </Text>
            <DatePicker
              label={t('billing.paymentDate')}
              value={parseDate(day)}
              onChange={(value) => {
                if (value) setDay(value.toString());
              }}
            />
            {pay.error && (
              <Text role="alert" tone="danger">
                {problemText(pay.error, t)}
              </Text>
            )}
          </Stack>
        )}
      </Dialog>
    </Card>
  );
}
