import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  ComboBox,
  DatePicker,
  DateRangePicker,
  Grid,
  Select,
  breakpoints,
  parseDate,
  useMediaQuery,
  type CalendarDate,
  type Option,
} from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { reportQueries, type Definicao, type Filtros, type OpcoesFiltros } from './report-queries';
import { VehicleLookupFields } from './VehicleLookupFields';

/** The dates being typed, before they are complete. */
interface Draft {
  until?: CalendarDate | null;
  range?: { start: CalendarDate; end: CalendarDate } | null;
}

/**
 * Whether a typed date is one a report may ask for: a year of four digits the product reads
 * (1900–2199). Until then each keystroke of the year is only being typed.
 */
const complete = (day: CalendarDate): boolean => day.year >= 1900 && day.year <= 2199;

/** Props of {@link ReportFilters}. */
export interface ReportFiltersProps {
  /** The report (its embed name and the filters it allows). */
  definition: Definicao;
  /** The filters in force. */
  value: Filtros;
  /** Called with the new filters as the user changes one. */
  onChange: (filtros: Filtros) => void;
}

type IdFilter = Exclude<
  keyof Filtros,
  | 'dataInicial'
  | 'dataFinal'
  | 'tipoVenda'
  | 'placa'
  | 'chassi'
  | 'renavam'
  | 'modeloId'
  | 'municipioId'
>;

/** Each list filter and the options list that feeds it. */
const LISTS = [
  ['regiaoOperacionalId', 'RegioesOperacionais', 'reports.filters.region'],
  ['areaInfluenciaId', 'AreasInfluencia', 'reports.filters.area'],
  ['grupoEmpresaId', 'GruposEmpresa', 'reports.filters.group'],
  ['empresaId', 'Empresas', 'reports.filters.dealership'],
  ['tipoSegmentoId', 'TiposSegmento', 'reports.filters.segmentType'],
  ['segmentoId', 'Segmentos', 'reports.filters.segment'],
  ['fabricanteId', 'Fabricantes', 'reports.filters.brand'],
] as const satisfies readonly (readonly [IdFilter, keyof OpcoesFiltros, string])[];

const ALL = 'all';

/** Narrower than a tablet: the filters fold behind a button so the figures come first. */
const phoneQuery = `(max-width: ${String(breakpoints.md - 0.02)}px)`;

/** How many filters beyond the period are set (what "clear" would remove). */
export const activeFilters = (value: Filtros): number =>
  Object.entries(value).filter(
    ([key, v]) =>
      key !== 'dataInicial' &&
      key !== 'dataFinal' &&
      // A cleared filter is left as undefined (or an empty list) rather than deleted.
      (Array.isArray(v) ? v.length > 0 : Boolean(v)),
  ).length;

/**
 * The filters a report allows: the period (a date-range picker), the places, groups and
 * dealerships of the user's scope, segment, brand and sale type. A list the server offers no
 * option for (outside the user's scope) is not shown. Each change applies at once. On a phone
 * they fold behind a button that says how many are set; "clear" is off while none is.
 */
export function ReportFilters({ definition, value, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  const { clients } = useSession();
  const client = useQueryClient();
  const options = useQuery(reportQueries.options(clients, definition.Nome, ''));
  const allows = (f: Definicao['Filtros'][number]) => definition.Filtros.includes(f);
  const set = (patch: Partial<Filtros>) => {
    onChange({ ...value, ...patch });
  };
  // "All" agrees with the filter's noun where the language asks (Todas as concessionárias).
  const choice = (filter: IdFilter, list: readonly { Id: number; Nome: string }[]): Option[] => [
    { id: ALL, label: t(`reports.filters.allOf.${filter}`) },
    ...list.map((o) => ({ id: o.Id, label: o.Nome })),
  ];
  const start = value.dataInicial;
  const end = value.dataFinal;
  // What the reader is typing into a date: its year goes 0002, 0020, 0202 before 2026. Shown as
  // typed, applied only once complete; the period in force changes it back.
  const [draft, setDraft] = useState<Draft>({});
  const [shown, setShown] = useState({ start, end });
  if (shown.start !== start || shown.end !== end) {
    setShown({ start, end });
    setDraft({});
  }
  // A look-up's fields are what the page is for: they never fold away, even on a phone.
  const phone = useMediaQuery(phoneQuery) && !allows('placa');
  const [open, setOpen] = useState(false);
  // Clearing starts the look-up fields afresh (they keep what is typed until it is valid).
  const [cleared, setCleared] = useState(0);
  const panel = useId();
  const active = activeFilters(value);
  const toggle = phone && (
    <Button
      variant="secondary"
      size="sm"
      icon={<SlidersHorizontal size={16} aria-hidden />}
      aria-expanded={open}
      aria-controls={open ? panel : undefined}
      onPress={() => {
        setOpen(!open);
      }}
    >
      {active === 0
        ? t('reportFilters.toggle')
        : t('reportFilters.toggleActive', { count: active })}
    </Button>
  );
  // The toggle stays the same element when the panel opens (focus stays on it).
  return (
    <>
      {toggle}
      {(!phone || open) && (
        <Box role="group" aria-label={t('reports.filters.title')} id={panel}>
          <Grid columns={{ base: '1', md: '2', xl: '4' }} gap="3">
            {allows('periodo') && end && definition.Periodo === 'ate' && (
              <DatePicker
                label={t('reports.filters.until')}
                value={draft.until ?? parseDate(end)}
                onChange={(day) => {
                  setDraft({ ...draft, until: day });
                  if (day && complete(day)) set({ dataFinal: day.toString() });
                }}
              />
            )}
            {allows('periodo') && start && end && definition.Periodo !== 'ate' && (
              <DateRangePicker
                label={t('reports.filters.period')}
                value={draft.range ?? { start: parseDate(start), end: parseDate(end) }}
                onChange={(range) => {
                  setDraft({ ...draft, range });
                  if (range && complete(range.start) && complete(range.end))
                    set({ dataInicial: range.start.toString(), dataFinal: range.end.toString() });
                }}
              />
            )}
            {LISTS.filter(([filter]) => allows(filter)).map(([filter, list, label]) => {
              const items = options.data?.[list] ?? [];
              if (items.length === 0) return null;
              return (
                <Select
                  key={filter}
                  label={t(label)}
                  options={choice(filter, items)}
                  value={value[filter]?.[0] ?? ALL}
                  onChange={(key) => {
                    set({ [filter]: key === null || key === ALL ? undefined : [Number(key)] });
                  }}
                />
              );
            })}
            {allows('municipioId') && (
              <ComboBox
                label={t('reports.filters.city')}
                description={t('reports.filters.cityHint')}
                loadOptions={async (typed) =>
                  typed.trim().length < 2
                    ? []
                    : (
                        await client.query(reportQueries.options(clients, definition.Nome, typed))
                      ).Municipios.map((m) => ({ id: m.Id, label: m.Nome }))
                }
                value={value.municipioId?.[0] ?? null}
                onChange={(key) => {
                  set({ municipioId: key === null ? undefined : [Number(key)] });
                }}
              />
            )}
            {allows('placa') && <VehicleLookupFields key={cleared} value={value} onChange={set} />}
            {allows('tipoVenda') && (
              <Select
                label={t('reports.filters.saleType')}
                options={[
                  { id: ALL, label: t('reports.filters.all') },
                  { id: 'VAREJO', label: t('reports.filters.retail') },
                  { id: 'VENDA_DIRETA', label: t('reports.filters.direct') },
                ]}
                value={value.tipoVenda ?? ALL}
                onChange={(key) => {
                  set({
                    tipoVenda: key === 'VAREJO' || key === 'VENDA_DIRETA' ? key : undefined,
                  });
                }}
              />
            )}
          </Grid>
          <Box paddingTop="3">
            <Button
              variant="secondary"
              size="sm"
              isDisabled={active === 0}
              onPress={() => {
                onChange({ dataInicial: start, dataFinal: end });
                setCleared(cleared + 1);
              }}
            >
              {t('reports.filters.clear')}
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}
