// The dynamic table's choice and filters in the address: what is written reads back the same,
// other parameters of the address are kept, and a hand-broken address falls back to the defaults.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIVOT, addressOf, readAddress } from '../src/reports/ReportPage/pivot-choice';

const defaults = { dataInicial: '2026-11-01', dataFinal: '2026-11-22' };

describe('the dynamic table in the address', () => {
  it('round-trips rows, column, measure, period and filters, keeping other parameters', () => {
    const choice = { linhas: ['marca', 'tipoVenda'], coluna: 'ano', medida: 'participacao' };
    const filtros = {
      dataInicial: '2025-01-01',
      dataFinal: '2026-06-30',
      fabricanteId: [3, 7],
      tipoVenda: 'VAREJO' as const,
    };
    const search = addressOf(choice, filtros, '?id=story&linhas=modelo');
    expect(search).toBe(
      '?id=story&linhas=marca%2CtipoVenda&coluna=ano&medida=participacao&de=2025-01-01&ate=2026-06-30&fabricanteId=3%2C7&tipoVenda=VAREJO',
    );
    expect(readAddress(search, defaults)).toEqual({ choice, filtros });
  });

  it('reads an empty or hand-broken address as the defaults', () => {
    expect(readAddress('', defaults)).toEqual({ choice: DEFAULT_PIVOT, filtros: defaults });
    expect(
      readAddress('?linhas=&de=2025-13&ate=ontem&fabricanteId=x,-1&tipoVenda=OUTRO', defaults),
    ).toEqual({ choice: DEFAULT_PIVOT, filtros: defaults });
    // At most two row dimensions are read; the server refuses an unknown one in its own words.
    expect(readAddress('?linhas=a,b,c', defaults).choice.linhas).toEqual(['a', 'b']);
  });
});
