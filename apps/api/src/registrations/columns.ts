// The columns of a registration file and the check of one row: every rule of the registration
// record (validators' document rules, dates, years, sale type) plus the resolution of brand, city
// and dealership against the tenant's reference data.
import {
  isValidChassi,
  isValidCnpj,
  isValidPlaca,
  isValidRenavam,
  parseCnpj,
  parseDate,
  parsePlaca,
} from '@emplacamento/validators';
import type { TipoVenda } from '../db/schema-registrations.js';
import { encodeMessage, type CodigoMensagem } from './messages.js';
import type { Referencias } from './references.js';

/** The header names of a registration file, exactly as the domain names the fields. */
export const COLUNAS = [
  'data_emplacamento',
  'chassi',
  'placa',
  'renavam',
  'fabricante',
  'modelo',
  'versao',
  'segmento',
  'ano_fabricacao',
  'ano_modelo',
  'combustivel',
  'cor',
  'municipio_ibge',
  'cnpj_faturador',
  'tipo_venda',
] as const;

/** A column of the file. */
export type Coluna = (typeof COLUNAS)[number];

/** Columns a file must have; the segment comes from the model, the rest is optional. */
export const OBRIGATORIAS: readonly Coluna[] = [
  'data_emplacamento',
  'chassi',
  'fabricante',
  'modelo',
  'versao',
  'ano_fabricacao',
  'ano_modelo',
  'municipio_ibge',
  'tipo_venda',
];

/** Longest free text kept (version, fuel, colour). */
const MAX_TEXTO = 120;

/** A good row, ready for the staging table. */
export interface LinhaValida {
  linha: number;
  dataEmplacamento: string;
  chassi: string;
  placa: string | null;
  renavam: string | null;
  fabricanteId: number;
  versao: string;
  anoFabricacao: number;
  anoModelo: number;
  combustivel: string | null;
  cor: string | null;
  municipioId: number;
  estadoId: number;
  cnpjFaturador: string | null;
  concessionariaId: number | null;
  tipoVenda: TipoVenda;
}

/** One error of a row. */
export interface ErroLinha {
  linha: number;
  coluna: string | null;
  valor: string | null;
  /** Encoded message (messages.ts). */
  codigo: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The check of one row in progress: its values and the errors found so far. A class, so the
 * helpers below are made once and not as closures per row (millions of rows per file).
 */
class Checagem {
  errors: ErroLinha[] | undefined;

  constructor(
    readonly linha: number,
    readonly valores: Partial<Record<Coluna, string>>,
  ) {}

  fail(coluna: Coluna, codigo: CodigoMensagem, params: Record<string, string | number> = {}) {
    (this.errors ??= []).push({
      linha: this.linha,
      coluna,
      valor: this.valores[coluna] ?? null,
      codigo: encodeMessage(codigo, params),
    });
  }

  required(coluna: Coluna): string {
    const value = this.valores[coluna] ?? '';
    if (value === '') this.fail(coluna, 'obrigatorio', { coluna });
    return value;
  }

  text(coluna: Coluna, mandatory: boolean): string | null {
    const value = mandatory ? this.required(coluna) : (this.valores[coluna] ?? '');
    if (value.length > MAX_TEXTO) this.fail(coluna, 'texto_longo', { coluna, max: MAX_TEXTO });
    return value === '' ? null : value;
  }

  year(coluna: 'ano_fabricacao' | 'ano_modelo', maxAno: number): number | null {
    const raw = this.required(coluna);
    if (raw === '') return null;
    const value = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1950 && value <= maxAno)) {
      this.fail(coluna, 'ano', { max: maxAno });
      return null;
    }
    return value;
  }
}

/**
 * Checks one data row (`valores` by column name, already trimmed) and resolves it; answers the
 * good row or every error found (one per column that breaks a rule).
 */
export function checkRow(
  linha: number,
  valores: Partial<Record<Coluna, string>>,
  ref: Referencias,
  maxAno: number,
): LinhaValida | ErroLinha[] {
  const c = new Checagem(linha, valores);

  const rawDate = c.required('data_emplacamento');
  const date = rawDate === '' ? null : parseDate(rawDate);
  if (rawDate !== '' && !date) c.fail('data_emplacamento', 'data', { coluna: 'data_emplacamento' });

  const rawChassi = c.required('chassi');
  const chassi = rawChassi.replace(/ /g, '').toUpperCase();
  if (rawChassi !== '' && !isValidChassi(rawChassi)) c.fail('chassi', 'chassi');

  const rawPlaca = valores.placa ?? '';
  if (rawPlaca !== '' && !isValidPlaca(rawPlaca)) c.fail('placa', 'placa');
  const rawRenavam = valores.renavam ?? '';
  if (rawRenavam !== '' && !isValidRenavam(rawRenavam)) c.fail('renavam', 'renavam');

  const rawFabricante = c.required('fabricante');
  const fabricanteId = rawFabricante === '' ? undefined : ref.fabricante(rawFabricante);
  if (rawFabricante !== '' && fabricanteId === undefined) c.fail('fabricante', 'fabricante');
  c.required('modelo');
  const versao = c.text('versao', true);
  c.text('segmento', false);

  const anoFabricacao = c.year('ano_fabricacao', maxAno);
  const anoModelo = c.year('ano_modelo', maxAno);
  if (
    anoFabricacao !== null &&
    anoModelo !== null &&
    (anoModelo < anoFabricacao || anoModelo > anoFabricacao + 1)
  )
    c.fail('ano_modelo', 'ano_modelo');

  const combustivel = c.text('combustivel', false);
  const cor = c.text('cor', false);

  const rawMunicipio = c.required('municipio_ibge');
  const municipioId = /^\d{7}$/.test(rawMunicipio) ? Number(rawMunicipio) : undefined;
  const estadoId = municipioId === undefined ? undefined : ref.estadoDoMunicipio(municipioId);
  if (rawMunicipio !== '' && estadoId === undefined) c.fail('municipio_ibge', 'municipio');

  const rawCnpj = valores.cnpj_faturador ?? '';
  const cnpj = rawCnpj === '' ? null : parseCnpj(rawCnpj).toUpperCase();
  if (rawCnpj !== '' && !isValidCnpj(rawCnpj)) c.fail('cnpj_faturador', 'cnpj');

  const rawTipo = c.required('tipo_venda').toUpperCase();
  if (rawTipo !== '' && rawTipo !== 'VAREJO' && rawTipo !== 'VENDA_DIRETA')
    c.fail('tipo_venda', 'tipo_venda');

  const { errors } = c;
  if (errors) return errors;
  // Every value below was checked above; the guards only narrow the types.
  if (!date || fabricanteId === undefined || versao === null || municipioId === undefined)
    return [];
  if (anoFabricacao === null || anoModelo === null || estadoId === undefined) return [];
  return {
    linha,
    dataEmplacamento: `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`,
    chassi,
    placa: rawPlaca === '' ? null : parsePlaca(rawPlaca).toUpperCase(),
    renavam: rawRenavam === '' ? null : rawRenavam,
    fabricanteId,
    versao: versao.toUpperCase(),
    anoFabricacao,
    anoModelo,
    combustivel,
    cor,
    municipioId,
    estadoId,
    cnpjFaturador: cnpj,
    concessionariaId: cnpj === null ? null : (ref.concessionaria(cnpj) ?? null),
    tipoVenda: rawTipo as TipoVenda,
  };
}
