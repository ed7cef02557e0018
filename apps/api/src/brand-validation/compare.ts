// The comparison at the heart of a validation: the tenant's own-brand registrations of the period,
// held in memory by chassis (a month of one brand is tens of thousands of rows), against the
// manufacturer's list streamed row by row. A manufacturer row matches a registration by chassis;
// one that does not, matches a still-unmatched registration by plate (that pair differs in the
// chassis). Matched pairs are compared field by field where the list gives a value.
import { parseCnpj, parseDate, parsePlaca } from '@emplacamento/validators';
import type { CampoComparado, TipoDiferenca } from '../db/schema-brand-validation.js';
import { foldName } from '../registrations/references.js';

/** A registration as the comparison reads it. */
export interface Registro {
  chassi: string;
  placa: string | null;
  modelo: string | null;
  /** yyyy-MM-dd. */
  data: string;
  /** 7-digit IBGE code. */
  municipio: string;
  /** The dealership's CNPJ (14 characters, uppercase) or the billing CNPJ. */
  concessionaria: string | null;
}

/** The header names of a manufacturer's list; only `chassi` is required. */
export const COLUNAS_FABRICANTE = {
  chassi: 'chassi',
  placa: 'placa',
  modelo: 'modelo',
  data: 'data_emplacamento',
  municipio: 'municipio_ibge',
  concessionaria: 'cnpj_concessionaria',
} as const satisfies Record<CampoComparado, string>;

/** A manufacturer row, its values by field (absent when the list has no such column). */
export interface LinhaFabricante {
  linha: number;
  valores: Partial<Record<CampoComparado, string>>;
}

/** One difference found. */
export interface Diferenca {
  tipo: TipoDiferenca;
  chassi: string;
  campo: CampoComparado | null;
  valorEmplacamento: string | null;
  valorFabricante: string | null;
  linha: number | null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const br = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** A value as both sides are compared: null for empty or unreadable. */
function normal(campo: CampoComparado, value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  switch (campo) {
    case 'chassi':
      return v.replace(/ /g, '').toUpperCase();
    case 'placa':
      return parsePlaca(v).toUpperCase();
    case 'modelo':
      return foldName(v);
    case 'data': {
      if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
      const d = parseDate(v);
      return d ? `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}` : v;
    }
    case 'municipio':
      return v;
    case 'concessionaria':
      return parseCnpj(v).toUpperCase();
  }
}

/** A value as the result shows it (dates dd/MM/yyyy). */
const shown = (campo: CampoComparado, value: string | null) =>
  value !== null && campo === 'data' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? br(value) : value;

const CAMPOS: readonly CampoComparado[] = [
  'placa',
  'modelo',
  'data',
  'municipio',
  'concessionaria',
];

/** The comparison of one validation. */
export class Comparacao {
  private readonly porChassi = new Map<string, Registro>();
  private readonly porPlaca = new Map<string, Registro>();
  private readonly conferidos = new Set<string>();
  /** Manufacturer rows no chassis matched: tried by plate once the whole list is read. */
  private readonly semChassi: LinhaFabricante[] = [];
  readonly porCampo: Partial<Record<CampoComparado, number>> = {};
  totalFabricante = 0;
  divergentes = 0;

  /** @param detalhado keep matches too (the Detalhado type lists every registration). */
  constructor(
    registros: Iterable<Registro>,
    private readonly detalhado: boolean,
  ) {
    for (const r of registros) {
      this.porChassi.set(r.chassi, r);
      if (r.placa) this.porPlaca.set(r.placa, r);
    }
  }

  /** Registrations of the period. */
  get totalEmplacamentos(): number {
    return this.porChassi.size;
  }

  /** Compares one manufacturer row; answers the differences it settles now. */
  linha(row: LinhaFabricante): Diferenca[] {
    this.totalFabricante++;
    const chassi = normal('chassi', row.valores.chassi) ?? '';
    const found = this.porChassi.get(chassi);
    if (found && !this.conferidos.has(chassi)) return this.pair(found, row, false);
    this.semChassi.push(row);
    return [];
  }

  /** Ends the list: plate matches, then both sides' leftovers. */
  fim(): Diferenca[] {
    const out: Diferenca[] = [];
    for (const row of this.semChassi) {
      const placa = normal('placa', row.valores.placa);
      const byPlate = placa === null ? undefined : this.porPlaca.get(placa);
      if (byPlate && !this.conferidos.has(byPlate.chassi)) {
        out.push(...this.pair(byPlate, row, true));
        continue;
      }
      const chassi = normal('chassi', row.valores.chassi) ?? '';
      out.push({
        tipo: 'AusenteNoEmplacamento',
        chassi,
        campo: null,
        valorEmplacamento: null,
        valorFabricante: null,
        linha: row.linha,
      });
    }
    for (const r of this.porChassi.values())
      if (!this.conferidos.has(r.chassi))
        out.push({
          tipo: 'AusenteNoFabricante',
          chassi: r.chassi,
          campo: null,
          valorEmplacamento: null,
          valorFabricante: null,
          linha: null,
        });
    return out;
  }

  private pair(r: Registro, row: LinhaFabricante, byPlate: boolean): Diferenca[] {
    this.conferidos.add(r.chassi);
    const out: Diferenca[] = [];
    const differ = (campo: CampoComparado, ours: string | null, theirs: string | null) => {
      this.porCampo[campo] = (this.porCampo[campo] ?? 0) + 1;
      out.push({
        tipo: 'Divergencia',
        chassi: r.chassi,
        campo,
        valorEmplacamento: shown(campo, ours),
        valorFabricante: shown(campo, theirs),
        linha: row.linha,
      });
    };
    if (byPlate) differ('chassi', r.chassi, normal('chassi', row.valores.chassi));
    for (const campo of CAMPOS) {
      // A column the list lacks, or leaves empty, says nothing about the field.
      const theirs = normal(campo, row.valores[campo]);
      if (theirs === null) continue;
      const ours = normal(campo, r[campo]);
      if (ours !== theirs) differ(campo, ours, theirs);
    }
    if (out.length > 0) this.divergentes++;
    else if (this.detalhado)
      out.push({
        tipo: 'Conferido',
        chassi: r.chassi,
        campo: null,
        valorEmplacamento: null,
        valorFabricante: null,
        linha: row.linha,
      });
    return out;
  }
}
