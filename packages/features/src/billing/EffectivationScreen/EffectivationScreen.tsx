import { useMemo, useRef, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@emplacamento/api-client';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Checkbox,
  Inline,
  ProgressBar,
  Select,
  Stack,
  Text,
} from '@emplacamento/ui';
import { useAddressParams } from '../../kits/useAddressParams';
import { operationKey } from '../../data/keys';
import { problemText } from '../../data/problem-text';
import { useSession, useToasts } from '../../session/SessionProvider';
import {
  chargesOptions,
  closeMonth,
  dealershipsOptions,
  paths,
  pendingCharges,
  sendLetters,
  summaryOptions,
  type Month,
} from '../api';
import { billingFormat, monthOf, monthParam } from '../format';
import { useBillingLog } from '../use-billing-log';
import { BillingLog } from './BillingLog';
import { Charges } from './Charges';
import { DealershipBillings } from './DealershipBillings';
import { ParametersForm } from './ParametersForm';
import { ReopenDialog } from './ReopenDialog';

/** Today in São Paulo as `YYYY-MM-DD` (the day the server closes and charges by). */
const saoPauloDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/** The years the picker offers: this one and the five before. */
const yearsUpTo = (year: number) => Array.from({ length: 6 }, (_, i) => year - i);

/** Props of {@link EffectivationScreen}. */
export interface EffectivationScreenProps {
  /** The clock (stories fix it). @default () => new Date() */
  readonly now?: () => Date;
}

/**
 * `/admin-panel/effectivate-billing`: pick a month (kept in the address), see its dealerships and
 * totals, close it after confirming (one charge per dealership), reopen it with a reason
 * (administrators), send the collection letters after confirming how many, with their progress, register payments, follow
 * the billing log live and edit the billing parameters.
 */
export function EffectivationScreen({ now = () => new Date() }: EffectivationScreenProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [params, updateAddress] = useAddressParams();
  const clock = useRef(now()).current;
  const today = saoPauloDay(clock);
  const month = monthOf(params.get('mes'), clock);
  const f = useMemo(() => billingFormat(i18n.language), [i18n.language]);
  const monthName = f.month(month);

  const summary = useQuery(summaryOptions(session));
  const dealerships = useQuery(dealershipsOptions(session, month));
  const charges = useQuery(chargesOptions(session, month));
  const log = useBillingLog();
  const state = summary.data?.Meses.find((m) => m.Ano === month.ano && m.Mes === month.mes);
  const closed = state?.Efetivado === true;

  const setMonth = (next: Month) => {
    updateAddress(
      (latest) => {
        latest.set('mes', monthParam(next));
        return latest;
      },
      { replace: true },
    );
  };
  const refresh = () =>
    Promise.all(
      [paths.summary, paths.dealerships, paths.charges].map((path) =>
        queryClient.invalidateQueries({ queryKey: operationKey(path) }),
      ),
    );

  const [confirmClose, setConfirmClose] = useState(false);
  const [reopening, setReopening] = useState(false);
  const close = useMutation({
    mutationFn: () => closeMonth(session, month),
    onSuccess: async (result) => {
      await refresh();
      toasts.success(t('billing.closed', { mes: monthName, count: result.QuantidadeEmpresas }));
    },
    onError: (error) => {
      toasts.danger(problemText(error, t));
    },
  });

  // Letters: the bar counts this month's letter lines that arrive in the log after the press.
  const [force, setForce] = useState(false);
  const before = useRef<ReadonlySet<string>>(new Set());
  const [toSend, setToSend] = useState(0);
  const letters = useMutation({
    mutationFn: () => sendLetters(session, month, force),
    onSuccess: async (result) => {
      await refresh();
      toasts.success(
        t('billing.lettersDone', {
          enviadas: result.CartasEnviadas,
          jaEnviadas: result.CartasJaEnviadas,
        }),
      );
    },
    onError: (error) => {
      toasts.danger(problemText(error, t));
    },
  });
  const pending = (charges.data?.Data.data ?? []).filter((c) => c.Status === 'Pendente');
  const send = (count: number) => {
    before.current = new Set((log ?? []).map((l) => l.id));
    setToSend(count);
    letters.mutate();
  };
  // The press counts the month's letters on the server (every pending charge, not the page the
  // screen lists), then asks before mailing them; with none to send it only says so.
  const [confirmLetters, setConfirmLetters] = useState<number | null>(null);
  const counting = useMutation({
    mutationFn: () => pendingCharges(session, month),
    onSuccess: (all) => {
      const count = force ? all.length : all.filter((c) => !c.CartaEnviadaEm).length;
      if (count === 0) send(0);
      else setConfirmLetters(count);
    },
    onError: (error) => {
      toasts.danger(problemText(error, t));
    },
  });
  const sentNow = (log ?? []).filter(
    (l) =>
      l.evento.tipo === 'Carta' &&
      l.evento.ano === month.ano &&
      l.evento.mes === month.mes &&
      !before.current.has(l.id),
  ).length;

  const forbidden =
    dealerships.error instanceof ApiRequestError &&
    dealerships.error.error.kind === 'problem' &&
    dealerships.error.error.problem.status === 403;
  const years = yearsUpTo(Number(today.slice(0, 4)));
  const rows = dealerships.data;
  const billed = (rows ?? []).filter((r) => r.SemFaturamento !== true);

  return (
    <Stack gap="6">
      <Card title={t('billing.monthTitle')}>
        <Stack gap="4">
          <Inline gap="3" alignItems="flex-end">
            <div style={{ minWidth: '8rem' }}>
              <Select
                label={t('billing.year')}
                options={years.map((y) => ({ id: y, label: String(y) }))}
                value={month.ano}
                onChange={(key: Key | null) => {
                  if (key !== null) setMonth({ ano: Number(key), mes: month.mes });
                }}
              />
            </div>
            <div style={{ minWidth: '11rem' }}>
              <Select
                label={t('billing.month')}
                options={Array.from({ length: 12 }, (_, i) => ({
                  id: i + 1,
                  label: new Intl.DateTimeFormat(i18n.language, {
                    month: 'long',
                    timeZone: 'UTC',
                  }).format(new Date(Date.UTC(2000, i, 1))),
                }))}
                value={month.mes}
                onChange={(key: Key | null) => {
                  if (key !== null) setMonth({ ano: month.ano, mes: Number(key) });
                }}
              />
            </div>
            <Badge tone={closed ? 'success' : 'info'}>
              {closed && state.EfetivadoEm
                ? t('billing.stateClosed', { data: f.instant(state.EfetivadoEm) })
                : t('billing.stateOpen')}
            </Badge>
          </Inline>
          {rows && (
            <Text>
              {t('billing.totals', {
                empresas: billed.length,
                veiculos: billed.reduce((n, r) => n + r.QuantidadeDVR + r.QuantidadeDVE, 0),
                valor: f.money(billed.reduce((n, r) => n + r.ValorDVR + r.ValorDVE, 0)),
              })}
            </Text>
          )}
          {forbidden && (
            <Text role="alert" tone="danger">
              {t('billing.forbidden')}
            </Text>
          )}
          {dealerships.isError && !forbidden && (
            <Text role="alert" tone="danger">
              {t('billing.loadFailed', { mes: monthName })}
            </Text>
          )}
          <Inline gap="3" alignItems="center">
            {closed ? (
              <Button
                variant="secondary"
                onPress={() => {
                  setReopening(true);
                }}
              >
                {t('billing.reopen')}
              </Button>
            ) : (
              <Button
                isDisabled={billed.length === 0 || close.isPending}
                onPress={() => {
                  setConfirmClose(true);
                }}
              >
                {t('billing.close')}
              </Button>
            )}
            <Button
              variant="secondary"
              isDisabled={!closed || pending.length === 0 || letters.isPending}
              isPending={counting.isPending}
              onPress={() => {
                counting.mutate();
              }}
            >
              {t('billing.sendLetters')}
            </Button>
            <Checkbox isSelected={force} onChange={setForce} isDisabled={!closed}>
              {t('billing.forceResend')}
            </Checkbox>
          </Inline>
          {/* Left at its end once the letters went, so the last count stays readable beside
              the announced outcome instead of vanishing with the request. */}
          {(letters.isPending || letters.isSuccess) && (
            <ProgressBar
              label={t(letters.isPending ? 'billing.sending' : 'billing.sent')}
              value={
                letters.isSuccess ? 100 : toSend === 0 ? 0 : Math.min(100, (sentNow / toSend) * 100)
              }
              valueLabel={t('billing.lettersProgress', {
                enviadas: letters.isSuccess ? letters.data.CartasEnviadas : sentNow,
                total: letters.isSuccess ? letters.data.CartasEnviadas : toSend,
              })}
            />
          )}
        </Stack>
      </Card>
      <DealershipBillings key={monthName} monthName={monthName} rows={rows} format={f} />
      <Charges monthName={monthName} rows={charges.data?.Data.data} format={f} today={today} />
      <BillingLog lines={log} />
      {summary.data && <ParametersForm initial={summary.data.Parametros} />}
      <AlertDialog
        isOpen={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('billing.closeTitle', { mes: monthName })}
        confirmLabel={t('billing.closeConfirm')}
        cancelLabel={t('billing.closeCancel')}
        onConfirm={async () => {
          await close.mutateAsync().catch(() => undefined);
        }}
      >
        {t('billing.closeText', { mes: monthName })}
      </AlertDialog>
      <AlertDialog
        isOpen={confirmLetters !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmLetters(null);
        }}
        title={t('billing.lettersTitle', { count: confirmLetters ?? 0, mes: monthName })}
        confirmLabel={t('billing.lettersConfirm')}
        cancelLabel={t('billing.closeCancel')}
        onConfirm={() => {
          send(confirmLetters ?? 0);
        }}
      >
        {t('billing.lettersText', { remetente: summary.data?.Parametros.EmailRemetente ?? '' })}
      </AlertDialog>
      <ReopenDialog
        isOpen={reopening}
        onOpenChange={setReopening}
        month={month}
        monthName={monthName}
        onReopened={refresh}
      />
    </Stack>
  );
}
