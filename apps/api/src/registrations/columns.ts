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
 * Checks one data row (`valores` by column name, already trimmed) and resolves it; answers the
 * good row or every error found (one per column that breaks a rule).
 */
export function checkRow(
  linha: number,
  valores: Partial<Record<Coluna, string>>,
  ref: Referencias,
  maxAno: number,
): LinhaValida | ErroLinha[] {
  const errors: ErroLinha[] = [];
  const fail = (
    coluna: Coluna,
    codigo: CodigoMensagem,
    params: Record<string, string | number> = {},
  ) => {
    errors.push({
      linha,
      coluna,
      valor: valores[coluna] ?? null,
      codigo: encodeMessage(codigo, params),
    });
  };
  const required = (coluna: Coluna): string => {
    const value = valores[coluna] ?? '';
    if (value === '') fail(coluna, 'obrigatorio', { coluna });
    return value;
  };
  const text = (coluna: Coluna, mandatory: boolean): string | null => {
    const value = mandatory ? required(coluna) : (valores[coluna] ?? '');
    if (value.length > MAX_TEXTO) fail(coluna, 'texto_longo', { coluna, max: MAX_TEXTO });
    return value === '' ? null : value;
  };

  const rawDate = required('data_emplacamento');
  const date = rawDate === '' ? null : parseDate(rawDate);
  if (rawDate !== '' && !date) fail('data_emplacamento', 'data', { coluna: 'data_emplacamento' });

  const rawChassi = required('chassi');
  const chassi = rawChassi.replace(/ /g, '').toUpperCase();
  if (rawChassi !== '' && !isValidChassi(rawChassi)) fail('chassi', 'chassi');

  const rawPlaca = valores.placa ?? '';
  if (rawPlaca !== '' && !isValidPlaca(rawPlaca)) fail('placa', 'placa');
  const rawRenavam = valores.renavam ?? '';
  if (rawRenavam !== '' && !isValidRenavam(rawRenavam)) fail('renavam', 'renavam');

  const rawFabricante = required('fabricante');
  const fabricanteId = rawFabricante === '' ? undefined : ref.fabricante(rawFabricante);
  if (rawFabricante !== '' && fabricanteId === undefined) fail('fabricante', 'fabricante');
  required('modelo');
  const versao = text('versao', true);
  text('segmento', false);

  const year = (coluna: 'ano_fabricacao' | 'ano_modelo'): number | null => {
    const raw = required(coluna);
    if (raw === '') return null;
    const value = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1950 && value <= maxAno)) {
      fail(coluna, 'ano', { max: maxAno });
      return null;
    }
    return value;
  };
  const anoFabricacao = year('ano_fabricacao');
  const anoModelo = year('ano_modelo');
  if (
    anoFabricacao !== null &&
    anoModelo !== null &&
    (anoModelo < anoFabricacao || anoModelo > anoFabricacao + 1)
  )
    fail('ano_modelo', 'ano_modelo');

  const combustivel = text('combustivel', false);
  const cor = text('cor', false);

  const rawMunicipio = required('municipio_ibge');
  const municipioId = /^\d{7}$/.test(rawMunicipio) ? Number(rawMunicipio) : undefined;
  const estadoId = municipioId === undefined ? undefined : ref.estadoDoMunicipio(municipioId);
  if (rawMunicipio !== '' && estadoId === undefined) fail('municipio_ibge', 'municipio');

  const rawCnpj = valores.cnpj_faturador ?? '';
  const cnpj = rawCnpj === '' ? null : parseCnpj(rawCnpj).toUpperCase();
  if (rawCnpj !== '' && !isValidCnpj(rawCnpj)) fail('cnpj_faturador', 'cnpj');

  const rawTipo = required('tipo_venda').toUpperCase();
  if (rawTipo !== '' && rawTipo !== 'VAREJO' && rawTipo !== 'VENDA_DIRETA')
    fail('tipo_venda', 'tipo_venda');

  if (errors.length > 0) return errors;
  // Every value below was checked above; the guards only narrow the types.
  if (!date || fabricanteId === undefined || versao === null || municipioId === undefined)
    return errors;
  if (anoFabricacao === null || anoModelo === null || estadoId === undefined) return errors;
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
