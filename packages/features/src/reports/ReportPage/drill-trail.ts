// The trail of a drill-down, kept in the address: one `acima` entry per level above the one shown,
// each naming the level (its report, and the dynamic table's row dimensions), the filter its row
// set and that row's name — `acima=Marca*fabricanteId*FIAT&acima=EmplacamentoPivotGrid.marca.modelo*modeloId*ARGO`.
// With the filters themselves this is all a reload, a shared link or Back needs to draw the trail
// and lead up each step (docs/decisions/0262).

/** The address key of the trail. */
export const FROM_KEY = 'acima';

/** The filters a drill-down sets: the id of the row it opened. */
export const DRILL_KEYS = [
  'regiaoOperacionalId',
  'areaInfluenciaId',
  'municipioId',
  'segmentoId',
  'fabricanteId',
  'modeloId',
] as const;
export type DrillKey = (typeof DRILL_KEYS)[number];

/** A level of a report: the report, and for the dynamic table the dimensions of its rows. */
export interface Level {
  nome: string;
  linhas?: readonly string[];
}

/** A step down: the level it left, the filter it set and the name of the row that set it. */
export interface Step {
  level: Level;
  key: DrillKey;
  label: string;
}

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const isKey = (key: string): key is DrillKey => (DRILL_KEYS as readonly string[]).includes(key);

/** The trail an address holds; an entry it cannot read ends the trail there. */
export function readTrail(search: string): Step[] {
  const steps: Step[] = [];
  for (const entry of new URLSearchParams(search).getAll(FROM_KEY)) {
    const [level = '', key = '', ...label] = entry.split('*');
    const [nome = '', ...linhas] = level.split('.');
    if (!NAME.test(nome) || !linhas.every((d) => NAME.test(d)) || !isKey(key)) break;
    steps.push({
      level: linhas.length > 0 ? { nome, linhas } : { nome },
      key,
      label: label.join('*'),
    });
  }
  return steps;
}

/** `search` with `trail` as its trail (first in the address, as the level above is read first). */
export function writeTrail(search: string, trail: readonly Step[]): string {
  const q = new URLSearchParams(search);
  q.delete(FROM_KEY);
  const out = new URLSearchParams();
  for (const s of trail)
    out.append(
      FROM_KEY,
      `${[s.level.nome, ...(s.level.linhas ?? [])].join('.')}*${s.key}*${s.label}`,
    );
  for (const [key, value] of q) out.append(key, value);
  const text = out.toString();
  return text === '' ? '' : `?${text}`;
}
