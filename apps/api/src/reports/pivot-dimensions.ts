// The dimensions the dynamic table (EmplacamentoPivotGrid) may put on its rows and columns: a
// fixed allow-list, each naming what the engine's one read must keep apart (a period bucket or a
// further rollup column) and how a sum of that read becomes a value with its label and order.
// A version is the raw name the registration files give (the model it maps to is a model's row):
// no rollup keeps it, so a table by version counts the registrations themselves, and only of the
// models the model filter names. Each row carries the id of each of its values that has one, under
// the filter's name (fabricanteId, modeloId, …), so a row can open the level below.
// Places come from the municipality the rollups keep, grouped into its state, influence area or
// region by the engine's read in the database at run time, so a city moved to another area counts
// there from the next run on.
import type { Coluna, RunContext } from './definition.js';
import { namesOf, type Named } from './names.js';
import type { Bucket, Dimensao, Soma } from './read.js';
import { text } from './shaping.js';
import { columnTitle, monthTitle, type ColumnKey } from './texts.js';

/** The keys of the allowed dimensions, as a request names them. */
export const DIMENSIONS = [
  'marca',
  'modelo',
  'versao',
  'segmento',
  'uf',
  'municipio',
  'regiao',
  'areaInfluencia',
  'concessionaria',
  'tipoVenda',
  'ano',
  'mes',
] as const satisfies readonly ColumnKey[];
export type DimensionKey = (typeof DIMENSIONS)[number];

export const isDimension = (key: string): key is DimensionKey =>
  (DIMENSIONS as readonly string[]).includes(key);

/** The row dimension columns, as the definition lists them to the portal. */
export const dimensionColumns: readonly Coluna[] = DIMENSIONS.map((d) => text(d));

/** One value of a dimension: its key (stable across runs), label and place in the order. */
export interface Value {
  key: string;
  label: string;
  /** Periods keep calendar order; every other dimension is ordered by its registrations. */
  chronological: boolean;
}

/** What a dimension needs from the read. */
const NEEDS: Record<DimensionKey, { por?: Dimensao; bucket?: Exclude<Bucket, 'dia' | 'total'> }> = {
  marca: {},
  modelo: { por: 'modelo_id' },
  versao: { por: 'nomenclatura_id' },
  segmento: { por: 'segmento_id' },
  uf: { por: 'estado_id' },
  municipio: { por: 'municipio_id' },
  regiao: { por: 'regiao_id' },
  areaInfluencia: { por: 'area_influencia_id' },
  concessionaria: { por: 'concessionaria_id' },
  tipoVenda: {},
  ano: { bucket: 'ano' },
  mes: { bucket: 'mes' },
};

/** The filter each dimension's values are ids of: a row names them under that filter's key. */
export const ID_FIELDS: Partial<Record<DimensionKey, string>> = {
  marca: 'fabricanteId',
  modelo: 'modeloId',
  segmento: 'segmentoId',
  municipio: 'municipioId',
  regiao: 'regiaoOperacionalId',
  areaInfluencia: 'areaInfluenciaId',
  concessionaria: 'empresaId',
};

/** The id a value stands for (its key), or null for "not given" and the values that are no row. */
export const idOf = (v: Value): number | null => (/^\d+$/.test(v.key) ? Number(v.key) : null);

/** The read the chosen dimensions need: the finest period bucket and the further columns. */
export function readFor(chosen: readonly DimensionKey[]): { bucket: Bucket; por: Dimensao[] } {
  const buckets = chosen.map((d) => NEEDS[d].bucket);
  const bucket: Bucket = buckets.includes('mes')
    ? 'mes'
    : buckets.includes('ano')
      ? 'ano'
      : 'total';
  const por = [...new Set(chosen.flatMap((d) => NEEDS[d].por ?? []))];
  return { bucket, por };
}

/** Turns a sum into its value of one dimension. */
export type Classifier = (r: Soma) => Value;

/** The classifiers of the dimensions, with the names the chosen ones need read once. */
export async function classifiers(
  ctx: RunContext,
  chosen: readonly DimensionKey[],
): Promise<Record<DimensionKey, Classifier>> {
  const tenantId = ctx.scope.tenantId;
  const needs = new Set(chosen);
  const none = new Map<number, Named>();
  const [cities, states, areas, regions, models, segments, dealerships, versions] =
    await Promise.all([
      needs.has('municipio') ? namesOf(ctx.db, tenantId, 'municipio') : none,
      needs.has('uf') ? namesOf(ctx.db, tenantId, 'estado') : none,
      needs.has('areaInfluencia') ? namesOf(ctx.db, tenantId, 'area') : none,
      needs.has('regiao') ? namesOf(ctx.db, tenantId, 'regiao') : none,
      needs.has('modelo') ? namesOf(ctx.db, tenantId, 'modelo') : none,
      needs.has('segmento') ? namesOf(ctx.db, tenantId, 'segmento') : none,
      needs.has('concessionaria') ? namesOf(ctx.db, tenantId, 'concessionaria') : none,
      needs.has('versao') ? namesOf(ctx.db, tenantId, 'versao') : none,
    ]);
  const notGiven = columnTitle('naoInformado', ctx.locale);
  const brands = new Map(ctx.marcas.map((m) => [m.id, m.nome]));
  const named = (id: number | null | undefined, label: string | undefined): Value =>
    id === null || id === undefined
      ? { key: '-', label: notGiven, chronological: false }
      : { key: String(id), label: label ?? String(id), chronological: false };
  return {
    marca: (r) => named(r.fabricante_id, brands.get(r.fabricante_id)),
    // Unmapped versions count under "not given" within their brand.
    modelo: (r) =>
      r.modelo_id === null || r.modelo_id === undefined
        ? {
            key: `-${String(r.fabricante_id)}`,
            label: `${notGiven} (${brands.get(r.fabricante_id) ?? ''})`,
            chronological: false,
          }
        : named(r.modelo_id, models.get(r.modelo_id)?.nome),
    versao: (r) => named(r.nomenclatura_id, versions.get(r.nomenclatura_id ?? -1)?.nome),
    segmento: (r) => named(r.segmento_id, segments.get(r.segmento_id ?? -1)?.nome),
    uf: (r) => {
      const uf = states.get(r.estado_id ?? -1)?.uf;
      return uf
        ? { key: uf, label: uf, chronological: false }
        : { key: '-', label: notGiven, chronological: false };
    },
    municipio: (r) => {
      const c = cities.get(r.municipio_id ?? -1);
      // Names repeat across states (there are several Bom Jesus): the state tells them apart.
      return named(r.municipio_id, c ? `${c.nome} (${c.uf ?? ''})` : undefined);
    },
    regiao: (r) => named(r.regiao_id, regions.get(r.regiao_id ?? -1)?.nome),
    areaInfluencia: (r) => named(r.area_influencia_id, areas.get(r.area_influencia_id ?? -1)?.nome),
    concessionaria: (r) =>
      named(r.concessionaria_id, dealerships.get(r.concessionaria_id ?? -1)?.nome),
    tipoVenda: (r) => ({
      key: r.tipo_venda,
      label: columnTitle(r.tipo_venda === 'VENDA_DIRETA' ? 'vendaDireta' : 'varejo', ctx.locale),
      chronological: false,
    }),
    ano: (r) => ({ key: r.periodo.slice(0, 4), label: r.periodo.slice(0, 4), chronological: true }),
    mes: (r) => ({
      key: r.periodo.slice(0, 7),
      label: monthTitle(r.periodo.slice(0, 7), ctx.locale),
      chronological: true,
    }),
  };
}
