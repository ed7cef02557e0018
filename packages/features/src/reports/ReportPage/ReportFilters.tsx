import { Fragment, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateRange } from '@emplacamento/i18n';
import {
  Box,
  Button,
  ComboBox,
  DatePicker,
  DateRangePicker,
  Grid,
  MultiSelect,
  Select,
  TagGroup,
  Text,
  breakpoints,
  parseDate,
  useMediaQuery,
  vars,
  type CalendarDate,
  type Option,
  type TagItem,
} from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { reportQueries, type Definicao, type Filtros, type OpcoesFiltros } from './report-queries';
import {
  presetOf,
  presetPeriod,
  presetsOf,
  type PeriodPreset,
  type PeriodRule,
} from './report-period';
import type { Comparar } from './use-comparison';
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
  /** Today in São Paulo (yyyy-MM-dd): what the period presets are relative to. */
  today: string;
  /** The comparison in force; null: none. @default null */
  comparar?: Comparar | null;
  /** Chooses the comparison (offered only where the report says `Comparavel`). */
  onCompare?: (comparar: Comparar | null) => void;
  /** The days the comparison covered, as the last run answered them. @default none */
  compared?: { DataInicial: string; DataFinal: string } | null;
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

/** The label of each filter, by its key (what a saved view lost to the reader's scope, say). */
export const FILTER_LABEL_KEYS: Readonly<
  Partial<
    Record<
      string,
      | (typeof LISTS)[number][2]
      | 'reports.filters.city'
      | 'reports.filters.saleType'
      | 'reportColumns.modelo'
    >
  >
> = {
  ...Object.fromEntries(LISTS.map(([filter, , label]) => [filter, label])),
  municipioId: 'reports.filters.city',
  tipoVenda: 'reports.filters.saleType',
  modeloId: 'reportColumns.modelo',
};

/**
 * The list a report puts in the bar itself, for several choices: what the page is about (the
 * automakers a comparison draws). Every other list waits behind "more filters".
 */
const PICKED_IN_THE_BAR: Readonly<Record<string, 'fabricanteId'>> = {
  ComparativoMontadoras: 'fabricanteId',
};

const ALL = 'all';
const NONE = 'none';

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

/** A control of the bar: grows from its own width, wraps on a narrow screen. */
const slot = (basis: string): CSSProperties => ({
  flex: `1 1 ${basis}`,
  minWidth: 0,
  maxWidth: '100%',
});

const bar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  // Labels in one line; the date range's box is a little taller than a select's.
  alignItems: 'flex-start',
  gap: vars.space['3'],
};

/**
 * The filter bar of a report: the period (a preset — month to date, last complete month, year to
 * date, last 12 months — or the dates typed), the comparison where the report allows one, the
 * filters in force as removable tags and the rest behind "more filters". A list the server
 * offers no option for (outside the user's scope) is not shown. Each change applies at once. On
 * a phone everything but the preset folds behind one button that says how many filters are set.
 */
export function ReportFilters({
  definition,
  value,
  onChange,
  today,
  comparar = null,
  onCompare,
  compared = null,
}: ReportFiltersProps) {
  const { t, i18n } = useTranslation();
  const { clients } = useSession();
  const client = useQueryClient();
  const options = useQuery(reportQueries.options(clients, definition.Nome, ''));
  const allows = (f: Definicao['Filtros'][number]) => definition.Filtros.includes(f);
  const set = (patch: Partial<Filtros>) => {
    onChange({ ...value, ...patch });
  };
  const endOnly = definition.Periodo === 'ate';
  const rule: PeriodRule = {
    nome: definition.Nome,
    endOnly,
    ...(definition.MesesPadrao ? { months: definition.MesesPadrao } : {}),
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
  const lookup = allows('placa');
  const phone = useMediaQuery(phoneQuery) && !lookup;
  const [open, setOpen] = useState(false);
  // Clearing starts the look-up fields afresh (they keep what is typed until it is valid).
  const [cleared, setCleared] = useState(0);
  // The names of the cities offered so far (the options list only those typed for): a chosen
  // city's tag names it.
  const cityNames = useRef(new Map<number, string>());
  const panel = useId();
  const active = activeFilters(value);
  const picked = PICKED_IN_THE_BAR[definition.Nome];
  const lists = LISTS.filter(([filter]) => allows(filter)).flatMap(([filter, list, label]) => {
    const items = options.data?.[list] ?? [];
    return items.length === 0 ? [] : [{ filter, items, label: t(label) }];
  });
  const inPanel = lists.filter((l) => l.filter !== picked);
  const hasMore = inPanel.length > 0 || allows('municipioId') || allows('tipoVenda');
  const clear = () => {
    onChange({ dataInicial: start, dataFinal: end });
    setCleared(cleared + 1);
  };

  // The filters in force, each a tag that removes it.
  const nameOf = (items: readonly { Id: number; Nome: string }[], id: number) =>
    items.find((o) => o.Id === id)?.Nome ?? String(id);
  const tags: TagItem[] = [
    ...lists.flatMap(({ filter, items, label }) => {
      const ids = value[filter] ?? [];
      return ids.length === 0
        ? []
        : [{ id: filter, label: `${label}: ${ids.map((id) => nameOf(items, id)).join(', ')}` }];
    }),
    ...(value.municipioId?.length
      ? [
          {
            id: 'municipioId',
            label: `${t('reports.filters.city')}: ${value.municipioId
              .map((id) => cityNames.current.get(id) ?? t('reportFilters.chosenCity'))
              .join(', ')}`,
          },
        ]
      : []),
    ...(value.tipoVenda
      ? [
          {
            id: 'tipoVenda',
            label: `${t('reports.filters.saleType')}: ${t(
              value.tipoVenda === 'VAREJO' ? 'reports.filters.retail' : 'reports.filters.direct',
            )}`,
          },
        ]
      : []),
  ];

  const preset: PeriodPreset = presetOf(rule, value, today);
  const presetSelect = allows('periodo') && end && (
    <div style={slot('11rem')}>
      <Select
        label={t('reportFilters.preset')}
        options={presetsOf(rule).map((p) => ({ id: p, label: t(`reportFilters.presets.${p}`) }))}
        value={preset}
        onChange={(key) => {
          if (key === null || key === 'personalizado') return;
          set(presetPeriod(key as PeriodPreset, today, value));
        }}
      />
    </div>
  );
  const dates =
    allows('periodo') &&
    end &&
    (endOnly ? (
      <div style={slot('10rem')}>
        <DatePicker
          label={t('reports.filters.until')}
          value={draft.until ?? parseDate(end)}
          onChange={(day) => {
            setDraft({ ...draft, until: day });
            if (day && complete(day)) set({ dataFinal: day.toString() });
          }}
        />
      </div>
    ) : (
      start && (
        <div style={slot('17rem')}>
          <DateRangePicker
            label={t('reports.filters.period')}
            value={draft.range ?? { start: parseDate(start), end: parseDate(end) }}
            onChange={(range) => {
              setDraft({ ...draft, range });
              if (range && complete(range.start) && complete(range.end))
                set({ dataInicial: range.start.toString(), dataFinal: range.end.toString() });
            }}
          />
        </div>
      )
    ));
  const comparison = definition.Comparavel === true && onCompare && (
    <div style={slot('13rem')}>
      <Select
        label={t('reportFilters.compare')}
        options={[
          { id: NONE, label: t('reportFilters.compareWith.none') },
          { id: 'periodoAnterior', label: t('reportFilters.compareWith.periodoAnterior') },
          { id: 'anoAnterior', label: t('reportFilters.compareWith.anoAnterior') },
        ]}
        value={comparar ?? NONE}
        onChange={(key) => {
          onCompare(key === 'periodoAnterior' || key === 'anoAnterior' ? key : null);
        }}
      />
    </div>
  );
  const pickedList = picked && lists.find((l) => l.filter === picked);
  const pickedSelect = pickedList && (
    <div style={slot('16rem')}>
      <MultiSelect
        label={t(`reportFilters.picked.${picked}`)}
        placeholder={t('reportFilters.pickedDefault')}
        options={pickedList.items.map((o) => ({ id: o.Id, label: o.Nome }))}
        value={value[pickedList.filter] ?? []}
        onChange={(keys) => {
          set({ [pickedList.filter]: keys.length === 0 ? undefined : keys.map(Number) });
        }}
      />
    </div>
  );
  const moreCount = tags.filter((tag) => tag.id !== picked).length;
  const toggle = (phone || hasMore) && (
    <Button
      variant="secondary"
      icon={<SlidersHorizontal size={16} aria-hidden />}
      aria-expanded={open}
      aria-controls={open ? panel : undefined}
      onPress={() => {
        setOpen(!open);
      }}
    >
      {phone
        ? active === 0
          ? t('reportFilters.toggle')
          : t('reportFilters.toggleActive', { count: active })
        : moreCount === 0
          ? t('reportFilters.more')
          : t('reportFilters.moreActive', { count: moreCount })}
    </Button>
  );
  const listFields: ReactNode[] = [
    ...(phone
      ? [
          <Fragment key="dates">{dates}</Fragment>,
          <Fragment key="comparison">{comparison}</Fragment>,
          <Fragment key="picked">{pickedSelect}</Fragment>,
        ]
      : []),
    ...inPanel.map(({ filter, items, label }) => (
      <Select
        key={filter}
        label={label}
        options={choice(filter, items)}
        value={value[filter]?.[0] ?? ALL}
        onChange={(key) => {
          set({ [filter]: key === null || key === ALL ? undefined : [Number(key)] });
        }}
      />
    )),
    allows('municipioId') && (
      <ComboBox
        key="municipioId"
        label={t('reports.filters.city')}
        description={t('reports.filters.cityHint')}
        loadOptions={async (typed) => {
          if (typed.trim().length < 2) return [];
          const found = await client.query(reportQueries.options(clients, definition.Nome, typed));
          for (const m of found.Municipios) cityNames.current.set(m.Id, m.Nome);
          return found.Municipios.map((m) => ({ id: m.Id, label: m.Nome }));
        }}
        value={value.municipioId?.[0] ?? null}
        onChange={(key) => {
          set({ municipioId: key === null ? undefined : [Number(key)] });
        }}
      />
    ),
    allows('tipoVenda') && (
      <Select
        key="tipoVenda"
        label={t('reports.filters.saleType')}
        options={[
          { id: ALL, label: t('reports.filters.all') },
          { id: 'VAREJO', label: t('reports.filters.retail') },
          { id: 'VENDA_DIRETA', label: t('reports.filters.direct') },
        ]}
        value={value.tipoVenda ?? ALL}
        onChange={(key) => {
          set({ tipoVenda: key === 'VAREJO' || key === 'VENDA_DIRETA' ? key : undefined });
        }}
      />
    ),
  ].filter(Boolean);
  // What the page reads for: the period and what it is compared with, in words (printed too).
  const summary = start && end && !endOnly && (
    <Text tone="muted" data-print-summary="">
      {compared
        ? t('reportFilters.summaryCompared', {
            period: formatDateRange(`${start}T12:00:00Z`, `${end}T12:00:00Z`, i18n.language),
            compared: formatDateRange(
              `${compared.DataInicial}T12:00:00Z`,
              `${compared.DataFinal}T12:00:00Z`,
              i18n.language,
            ),
          })
        : formatDateRange(`${start}T12:00:00Z`, `${end}T12:00:00Z`, i18n.language)}
    </Text>
  );

  // The toggle stays the same element when the panel opens (focus stays on it).
  return (
    <Box role="group" aria-label={t('reports.filters.title')}>
      <div style={{ display: 'grid', gap: vars.space['3'] }}>
        <div style={bar}>
          {presetSelect}
          {!phone && dates}
          {!phone && comparison}
          {!phone && pickedSelect}
          {toggle && <div style={{ flex: '0 0 auto', alignSelf: 'flex-end' }}>{toggle}</div>}
        </div>
        {lookup && <VehicleLookupFields key={cleared} value={value} onChange={set} />}
        {open && listFields.length > 0 && (
          <Box id={panel} role="group" aria-label={t('reportFilters.panel')}>
            <Grid columns={{ base: '1', md: '2', xl: '4' }} gap="3">
              {listFields}
            </Grid>
          </Box>
        )}
        {(tags.length > 0 || (lookup && active > 0)) && (
          <TagGroup
            label={t('reportFilters.inForce')}
            items={tags}
            onRemove={(id) => {
              set({ [id]: undefined });
            }}
          >
            <Button variant="ghost" size="sm" onPress={clear}>
              {t('reports.filters.clear')}
            </Button>
          </TagGroup>
        )}
        {summary}
      </div>
    </Box>
  );
}
