// The columns of a billing file and the check of one row: the dealership by billing code or CNPJ,
// year, month, invoice type, vehicle count and amount in BRL.
import { isValidCnpj, parseCnpj } from '@emplacamento/validators';
import type { TipoNota } from '../db/schema-billing.js';
import type { ErroLinha } from '../registrations/columns.js';
import type { RowCheck } from '../registrations/kind.js';
import { encodeMessage, type CodigoMensagem } from '../registrations/messages.js';

/** The header names of a billing file. */
export const COLUNAS_FATURAMENTO = [
  'codigo_faturamento',
  'cnpj',
  'ano',
  'mes',
  'tipo_nota',
  'quantidade_veiculos',
  'valor',
] as const;

type Coluna = (typeof COLUNAS_FATURAMENTO)[number];

const OBRIGATORIAS: readonly Coluna[] = ['ano', 'mes', 'tipo_nota', 'quantidade_veiculos', 'valor'];

/** The columns a header lacks: the dealership needs its billing code or its CNPJ. */
export function missingColumns(header: readonly string[]): string[] {
  const missing: string[] = OBRIGATORIAS.filter((c) => !header.includes(c));
  if (!header.includes('codigo_faturamento') && !header.includes('cnpj'))
    missing.unshift('codigo_faturamento/cnpj');
  return missing;
}

/** A good billing row, ready for the staging table. */
export interface LinhaFaturamento {
  linha: number;
  concessionariaId: number;
  ano: number;
  mes: number;
  tipoNota: TipoNota;
  quantidadeVeiculos: number;
  /** Decimal text with a point and two places ("1234.50"): numeric in the database. */
  valor: string;
}

/** Most vehicles one dealership can bill in a month: past this the number is a typing error. */
const MAX_VEICULOS = 1_000_000;

/**
 * An amount in reais as spreadsheets write it: "1.234,56", "1234,56", "R$ 1.234,56", "1234.56"
 * or "1234"; at most two decimal places. Answers "1234.56", or null when it is not an amount.
 */
export function parseReais(raw: string): string | null {
  const text = raw.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  let integer: string;
  let cents = '';
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text) || /^\d+(,\d{1,2})?$/.test(text)) {
    [integer = '', cents = ''] = text.replace(/\./g, '').split(',');
  } else if (/^\d+(\.\d{1,2})?$/.test(text)) {
    [integer = '', cents = ''] = text.split('.');
  } else return null;
  const normalized = integer.replace(/^0+(?=\d)/, '');
  if (normalized.length > 12) return null;
  return `${normalized}.${cents.padEnd(2, '0')}`;
}

/** The dealerships of a tenant by billing code (lowercase) and by CNPJ, and the closed months. */
export interface ReferenciasFaturamento {
  porCodigo: Map<string, number>;
  porCnpj: Map<string, number>;
  /** `ano * 100 + mes` of every month closed now. */
  mesesEfetivados: Set<number>;
}

/** The check of a billing row against `ref`; years up to `maxAno`. */
export function billingRowCheck(
  ref: ReferenciasFaturamento,
  maxAno: number,
): RowCheck<LinhaFaturamento> {
  return (linha, valores) => {
    const erros: ErroLinha[] = [];
    const value = (coluna: Coluna) => valores[coluna] ?? '';
    const fail = (coluna: Coluna, codigo: CodigoMensagem, params = {}) =>
      erros.push({
        linha,
        coluna,
        valor: valores[coluna] ?? null,
        codigo: encodeMessage(codigo, params),
      });
    const required = (coluna: Coluna) => {
      if (value(coluna) === '') fail(coluna, 'obrigatorio', { coluna });
      return value(coluna);
    };

    const codigo = value('codigo_faturamento');
    const rawCnpj = value('cnpj');
    const byCode = codigo === '' ? undefined : ref.porCodigo.get(codigo.toLowerCase());
    let byCnpj: number | undefined;
    if (codigo === '' && rawCnpj === '')
      fail('codigo_faturamento', 'obrigatorio', { coluna: 'codigo_faturamento' });
    if (rawCnpj !== '') {
      if (!isValidCnpj(rawCnpj)) fail('cnpj', 'cnpj');
      else {
        byCnpj = ref.porCnpj.get(parseCnpj(rawCnpj).toUpperCase());
        if (byCnpj === undefined && byCode === undefined) fail('cnpj', 'empresa');
      }
    }
    if (codigo !== '' && byCode === undefined && rawCnpj === '')
      fail('codigo_faturamento', 'empresa');
    if (byCode !== undefined && byCnpj !== undefined && byCode !== byCnpj)
      fail('cnpj', 'empresa_divergente');
    const concessionariaId = byCode ?? byCnpj;

    const rawAno = required('ano');
    const ano = /^\d{4}$/.test(rawAno) ? Number(rawAno) : NaN;
    if (rawAno !== '' && !(ano >= 2000 && ano <= maxAno))
      fail('ano', 'ano_faturamento', { max: maxAno });
    const rawMes = required('mes');
    const mes = /^\d{1,2}$/.test(rawMes) ? Number(rawMes) : NaN;
    if (rawMes !== '' && !(mes >= 1 && mes <= 12)) fail('mes', 'mes');
    else if (ref.mesesEfetivados.has(ano * 100 + mes))
      fail('mes', 'mes_efetivado', { mes: `${String(mes).padStart(2, '0')}/${String(ano)}` });

    const tipoNota = required('tipo_nota').toUpperCase();
    if (tipoNota !== '' && tipoNota !== 'DVR' && tipoNota !== 'DVE') fail('tipo_nota', 'tipo_nota');

    const rawQuantidade = required('quantidade_veiculos');
    const quantidade = /^\d{1,7}$/.test(rawQuantidade) ? Number(rawQuantidade) : NaN;
    if (rawQuantidade !== '' && !(quantidade <= MAX_VEICULOS))
      fail('quantidade_veiculos', 'quantidade');

    const rawValor = required('valor');
    const valor = rawValor === '' ? null : parseReais(rawValor);
    if (rawValor !== '' && valor === null) fail('valor', 'valor');

    if (erros.length > 0 || concessionariaId === undefined || valor === null) return { erros };
    return {
      row: {
        linha,
        concessionariaId,
        ano,
        mes,
        tipoNota: tipoNota as TipoNota,
        quantidadeVeiculos: quantidade,
        valor,
      },
    };
  };
}
