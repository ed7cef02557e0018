// Report periods at the calendar's edge, for every report and its export: a day past the days
// the API takes (1900-01-01 to 2199-12-31) is a 400 problem naming the field, and a period at
// either limit runs (the engine's derived days, the day after the end or the year before the
// start, stay inside what PostgreSQL and JavaScript dates hold).
import { reportCatalogue } from '@emplacamento/access';
import { describe, expect, it } from 'vitest';
import { definitions } from '../src/reports/definitions.js';
import { problemOf, useReferenceServer } from './helpers.js';

const BASE = '/api/Emplacamento/Relatorios';
/** The server's clock: 20 June 2025, midday in São Paulo. */
const NOW = new Date('2025-06-20T15:00:00Z');

describe('report periods at the calendar’s edge', () => {
  const ctx = useReferenceServer(BASE, ['abracaf']);
  const en = () => ({ ...ctx.admin, 'accept-language': 'en' });
  const run = (nome: string, filtros: object, exportar?: 'csv' | 'xlsx') =>
    ctx.server.app.inject({
      method: 'POST',
      url: exportar ? `${BASE}/${nome}/Exportar?formato=${exportar}` : `${BASE}/${nome}/Executar`,
      headers: en(),
      payload: { filtros },
    });

  it('refuses a day past the limits in every report and export, naming the field', async () => {
    ctx.server.clock.now = NOW;
    const cases = [
      [{ dataInicial: '2025-01-01', dataFinal: '9999-12-31' }, 'filtros.dataFinal'],
      [{ dataInicial: '2025-01-01', dataFinal: '2200-01-01' }, 'filtros.dataFinal'],
      [{ dataInicial: '0001-01-01', dataFinal: '2025-01-31' }, 'filtros.dataInicial'],
      [{ dataInicial: '1899-12-31', dataFinal: '2025-01-31' }, 'filtros.dataInicial'],
    ] as const;
    const wrong: string[] = [];
    for (const { nome } of definitions)
      for (const [filtros, field] of cases)
        for (const exportar of [undefined, 'csv'] as const) {
          const r = await run(nome, filtros, exportar);
          const problem = r.statusCode === 400 ? problemOf(r) : undefined;
          const error = problem?.errors?.find((e) => e.field === field);
          if (!error || !/between 1900-01-01 and 2199-12-31/.test(error.message))
            wrong.push(
              `${nome} ${exportar ?? 'run'} ${JSON.stringify(filtros)} → ${r.body.slice(0, 300)}`,
            );
        }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('runs every report and export over a period at either limit', async () => {
    ctx.server.clock.now = NOW;
    const periods = [
      { dataInicial: '2199-12-01', dataFinal: '2199-12-31' },
      { dataInicial: '1900-01-01', dataFinal: '1900-01-31' },
    ];
    const wrong: string[] = [];
    for (const { name: nome, filters: filtros } of reportCatalogue)
      for (const period of periods)
        for (const exportar of [undefined, 'csv', 'xlsx'] as const) {
          // The lookups by vehicle need one of their keys; the period is what is under test.
          const key = filtros.includes('placa') ? { placa: 'ABC1D23' } : {};
          const r = await run(
            nome,
            { ...(filtros.includes('periodo') ? period : {}), ...key },
            exportar,
          );
          if (r.statusCode !== 200)
            wrong.push(
              `${nome} ${exportar ?? 'run'} ${JSON.stringify(period)} → ${r.body.slice(0, 300)}`,
            );
        }
    expect(wrong).toEqual([]);
  }, 240_000);
});
