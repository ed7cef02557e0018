// The report catalogue (@emplacamento/access) and the engine's definitions describe the same
// reports: each entry has one query definition, each definition an entry, and the titles the API
// answers come from the product's translations, word for word as the pages and files show them.
import { reportCatalogue, reportEntry } from '@emplacamento/access';
import { messages } from '@emplacamento/i18n';
import { describe, expect, it } from 'vitest';
import { definitionOf, definitions } from '../src/reports/definitions.js';
import { shiftMonths } from '../src/reports/periods.js';
import { columnTitle, reportTitle } from '../src/reports/texts.js';

describe('report catalogue and definitions', () => {
  it('has one definition per catalogue entry and no definition outside it', () => {
    const names = definitions.map((definition) => definition.nome);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(reportCatalogue.map((entry) => entry.name).sort());
    for (const entry of reportCatalogue) expect(definitionOf(entry.name)?.nome).toBe(entry.name);
  });

  it('runs each query over the period its entry says the page reads and opens on', () => {
    const today = '2026-03-15';
    for (const { nome, periodo } of definitions) {
      const { reading, defaultMonths } = reportEntry(nome);
      if (reading === 'ate')
        expect(periodo(today, '2020-01-10', today), nome).toEqual(periodo(today, undefined, today));
      else {
        expect(periodo(today, '2026-01-10', '2026-02-20'), nome).toEqual({
          first: '2026-01-10',
          last: '2026-02-20',
        });
        expect(periodo(today).first, nome).toBe(
          shiftMonths('2026-03-01', 1 - (defaultMonths ?? 1)),
        );
      }
    }
  });

  it('titles a report and a column in the request language from the i18n resources', () => {
    expect(
      (['pt-BR', 'en', 'fr', 'de'] as const).map((locale) => reportTitle('RankingCidade', locale)),
    ).toEqual(['Ranking de cidades', 'City ranking', 'Classement des villes', 'Städteranking']);
    expect(
      (['pt-BR', 'en', 'fr', 'de'] as const).map((locale) => columnTitle('anoAnterior', locale)),
    ).toEqual([
      'Mesmos dias do ano anterior',
      'Same days last year',
      'Mêmes jours de l’année précédente',
      'Gleiche Tage im Vorjahr',
    ]);
    expect(reportTitle('BoletimDiario', 'fr')).toBe(messages.fr.reportTitles.BoletimDiario);
  });
});
