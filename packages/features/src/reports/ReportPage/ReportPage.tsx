import { useMemo, useState } from 'react';
import { BookmarkPlus, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '@emplacamento/api-client';
import { formatDate, formatDateRange, saoPauloDay } from '@emplacamento/i18n';
import {
  Box,
  Button,
  EmptyState,
  Inline,
  Menu,
  MenuItem,
  SkeletonText,
  Stack,
  Text,
  vars,
  visuallyHidden,
} from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { PivotPickers } from './PivotPickers';
import { PIVOT_REPORT, pivotConsulta, usePivotAddress } from './pivot-choice';
import { chartSpecOf } from './report-chart';
import { exportReport, reportQueries, type ExportFormat, type Filtros } from './report-queries';
import { FILTER_LABEL_KEYS, ReportFilters } from './ReportFilters';
import { ReportResult } from './ReportResult';
import { defaultEnd, firstDayOf, presetOf } from './report-period';
import { useReportAddress } from './report-address';
import { SaveViewDialog } from '../SavedViews/SaveViewDialog';
import { StarButton } from '../SavedViews/StarButton';
import { viewParts } from '../SavedViews/view-queries';
import { useComparison } from './use-comparison';
import { useReportFilters } from './use-report-filters';

/** Props of {@link ReportPage}. */
export interface ReportPageProps {
  /** The report's embed name (`Marca`, `BoletimDiario`, …). */
  nome: string;
  /**
   * Today in São Paulo (yyyy-MM-dd). The default period ends today, or in a month's first days on
   * the last complete month (`defaultPeriodEnd`, as the API's run). @default today
   */
  today?: string;
  /** Saves an exported file; stories and tests pass their own. @default a browser download */
  save?: (file: Blob, name: string) => void;
  /** The page sits under a title already shown (the shell's, or the route that frames it): keep its own for readers only. @default false */
  titled?: boolean;
  /**
   * Opens another report page (its embed name) at a search part: a drill-down into another
   * report, the way back up. @default the browser goes to the embed page beside this one
   */
  open?: (nome: string, busca: string) => void;
  /**
   * The saved view the page was opened from: its name, and the filters the reader's scope took
   * out of it (said above the figures). @default none
   */
  view?: { readonly nome: string; readonly removidos: readonly string[] };
}

const goTo = (nome: string, busca: string) => {
  window.location.assign(`${window.location.pathname.replace(/[^/]*$/, nome)}${busca}`);
};

/** Saves a file through a temporary link (the export answers with the file itself). */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL is released on the next turn.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

const isForbidden = (error: ApiRequestError | null) =>
  error !== null && 'status' in error.error && error.error.status === 403;

/** The server's own words for a request it refused (a table too large to show, say). */
const refusal = (error: ApiRequestError | null) =>
  error?.error.kind === 'problem' && error.error.status === 400 ? error.error.problem.detail : null;

/** A state of the page: a message and, for failures that may pass, a retry. */
function Message({ text, retry }: { text: string; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" alignItems="flex-start">
      <Text tone="danger" role="alert">
        {text}
      </Text>
      {retry && (
        <Button variant="secondary" size="sm" onPress={retry}>
          {t('actions.retry')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A report page (`/Emplacamento/<Name>`): the filter bar the report allows, its chart and its
 * table with a totals row, CSV and XLSX export of what is shown. One widget for every report: the
 * server's definition says which filters, columns and chart; the server applies the user's scope.
 */
export function ReportPage({
  nome,
  today,
  save = saveFile,
  titled = false,
  open = goTo,
  view,
}: ReportPageProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { clients } = useSession();
  const toasts = useToasts();
  const day = today ?? saoPauloDay(Date.now());
  const end = defaultEnd(nome, day);
  // The dynamic table keeps its choice and filters in the address; other reports in the page.
  const pivot = nome === PIVOT_REPORT;
  const address = usePivotAddress(pivot, {
    dataInicial: `${end.slice(0, 7)}-01`,
    dataFinal: end,
  });
  const { choice, setChoice } = address;
  const [order, setOrder] = useState<{ column: string; dir: 'asc' | 'desc' } | null>(null);
  const [saving, setSaving] = useState(false);
  const { read } = useReportAddress();
  const definitions = useQuery(reportQueries.definitions(clients));
  const definition = definitions.data?.find((d) => d.Nome === nome);
  // The filters the user chose or the address holds; until then the report's own default period
  // (no run starts before the definition is in, so the first run already asks for it).
  const months = definition?.MesesPadrao ?? 1;
  const defaults = useMemo(
    () => ({ dataInicial: firstDayOf(end, months), dataFinal: end }),
    [end, months],
  );
  const own = useReportFilters(!pivot, defaults);
  const filtros = pivot ? address.filtros : own.filtros;
  const setFiltros = (value: Filtros) => {
    if (pivot) address.setFiltros(value);
    else own.choose(value);
  };
  const comparable = definition?.Comparavel === true;
  const comparison = useComparison(comparable);
  const { comparar } = comparison;
  const consulta = useMemo(
    () => ({
      filtros,
      ...(order && !pivot ? { order: [order] } : {}),
      ...(pivot ? pivotConsulta(choice) : {}),
      ...(comparar ? { comparar } : {}),
    }),
    [filtros, order, pivot, choice, comparar],
  );
  const run = useQuery({
    ...reportQueries.run(clients, nome, consulta),
    enabled: definition !== undefined,
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: (formato: ExportFormat) => exportReport(clients, nome, consulta, formato),
    onSuccess: ({ blob, name }) => {
      save(blob, name);
    },
    onError: () => {
      toasts.danger(t('reports.exportFailed'), t('errors.genericText'));
    },
  });
  const spec = useMemo(
    () =>
      run.data
        ? chartSpecOf(
            run.data,
            {
              allBrands: t('reports.allBrands'),
              categoryLabel: t('reports.period'),
              partial: (label) => t('reports.partialMonth', { label }),
              partialUntil: (date) => t('kpi.partialUntil', { date }),
            },
            locale,
            definition?.Medidas[0]?.Chave,
            day,
          )
        : null,
    [run.data, t, locale, definition, day],
  );

  if (definitions.isPending) return <SkeletonText lines={8} label={t('reports.loading')} />;
  if (definitions.isError)
    return isForbidden(definitions.error) ? (
      <Message text={t('reports.forbidden')} />
    ) : (
      <Message text={t('reports.error')} retry={() => void definitions.refetch()} />
    );
  if (!definition) return <Message text={t('reports.forbidden')} />;

  // A view keeps a preset's name (the last complete month stays the last complete month), or the
  // dates themselves when they are no preset.
  const endOnly = definition.Periodo === 'ate';
  const preset = presetOf({ nome, endOnly, months }, filtros, day);
  const relative = preset === 'personalizado' ? null : preset;
  const periodText = relative
    ? t('savedViews.periodRelative', { preset: t(`reportFilters.presets.${relative}`) })
    : t('savedViews.periodFixed', {
        range:
          endOnly || !filtros.dataInicial
            ? formatDate(`${filtros.dataFinal ?? day}T12:00:00Z`)
            : formatDateRange(
                `${filtros.dataInicial}T12:00:00Z`,
                `${filtros.dataFinal ?? day}T12:00:00Z`,
                locale,
              ),
      });

  let body;
  if (run.isPending) body = <SkeletonText lines={8} label={t('reports.loading')} />;
  else if (run.isError)
    body = isForbidden(run.error) ? (
      <Message text={t('reports.forbidden')} />
    ) : refusal(run.error) ? (
      <Message text={refusal(run.error) ?? ''} />
    ) : (
      <Message text={t('reports.error')} retry={() => void run.refetch()} />
    );
  else if (run.data.Linhas.length === 0) {
    // A look-up shows nothing until something is typed, then says nothing was found.
    const lookup = definition.Filtros.includes('placa');
    const typed = Boolean(filtros.placa ?? filtros.chassi ?? filtros.renavam);
    // Amounts in reais are what dealerships billed: the billing reports read billings, not
    // registrations, and say so when there are none.
    const billing = definition.Medidas.some((c) => c.Tipo === 'moeda');
    body = (
      <EmptyState
        description={
          !lookup
            ? t(billing ? 'reportBilling.empty' : 'reports.empty')
            : typed
              ? t('reportLookup.notFound')
              : t('reportLookup.prompt')
        }
      />
    );
  } else
    body = (
      <ReportResult
        definition={definition}
        definitions={definitions.data}
        result={run.data}
        spec={spec}
        filtros={filtros}
        {...(pivot ? { linhas: choice.linhas } : {})}
        order={order}
        onOrderChange={setOrder}
        sortable={!pivot}
        onDrill={(value, trail, linhas) => {
          if (pivot)
            address.drill({ ...choice, linhas: [...(linhas ?? choice.linhas)] }, value, trail);
          else own.choose(value, true, trail);
        }}
        open={open}
      />
    );

  return (
    <Stack gap="4">
      <Inline gap="3" justifyContent="space-between" alignItems="flex-end">
        <Stack gap="1">
          {/* Under a title already shown the page is its section, named for readers only. */}
          {titled ? (
            <h2 className={visuallyHidden}>{definition.Titulo}</h2>
          ) : (
            <h1 style={{ margin: 0, fontSize: '1.5rem' }}>{definition.Titulo}</h1>
          )}
          {run.data?.DadosAte && (
            <Text tone="muted">
              {t('reports.dataUntil', { date: formatDate(`${run.data.DadosAte}T12:00:00Z`) })}
            </Text>
          )}
        </Stack>
        <Inline gap="2" alignItems="center">
          <StarButton target={{ relatorio: nome }} name={definition.Titulo} />
          <Button
            variant="secondary"
            size="sm"
            icon={<BookmarkPlus size={16} aria-hidden />}
            onPress={() => {
              setSaving(true);
            }}
          >
            {t('savedViews.save')}
          </Button>
          <Menu
            placement="bottom end"
            trigger={
              <Button
                variant="secondary"
                size="sm"
                isPending={download.isPending}
                isDisabled={!run.data || run.data.Linhas.length === 0}
                icon={<Download size={16} aria-hidden />}
              >
                {t('reports.export')}
              </Button>
            }
            onAction={(key) => {
              download.mutate(key === 'xlsx' || key === 'pdf' ? key : 'csv');
            }}
          >
            <MenuItem id="csv">{t('reports.exportCsv')}</MenuItem>
            <MenuItem id="xlsx">{t('reports.exportXlsx')}</MenuItem>
            <MenuItem id="pdf">{t('reports.exportPdf')}</MenuItem>
          </Menu>
        </Inline>
      </Inline>
      {view && (
        <Stack gap="1">
          <Text tone="muted">{t('savedViews.opened', { name: view.nome })}</Text>
          {view.removidos.length > 0 && (
            <Box
              role="status"
              padding="3"
              borderRadius="md"
              style={{
                background: vars.color.warningSubtle,
                borderInlineStart: `4px solid ${vars.color.warning}`,
              }}
            >
              <Text>
                {t('savedViews.narrowed', {
                  filters: view.removidos
                    .map((key) => {
                      const label = FILTER_LABEL_KEYS[key];
                      return label ? t(label) : key;
                    })
                    .join(', '),
                })}
              </Text>
            </Box>
          )}
        </Stack>
      )}
      {pivot && <PivotPickers definition={definition} value={choice} onChange={setChoice} />}
      <ReportFilters
        definition={definition}
        value={filtros}
        onChange={setFiltros}
        today={day}
        comparar={comparar}
        onCompare={comparison.choose}
        compared={comparar ? (run.data?.Comparacao ?? null) : null}
      />
      <div aria-busy={run.isFetching} aria-live="polite">
        {body}
      </div>
      {saving && (
        <SaveViewDialog
          subject={{ parts: { Relatorio: nome, ...viewParts(read(), filtros, relative) } }}
          period={periodText}
          onClose={() => {
            setSaving(false);
          }}
        />
      )}
    </Stack>
  );
}
