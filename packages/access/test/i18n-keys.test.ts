// The route titles live in @emplacamento/i18n, which this package may not import (both sit at the
// bottom of the import graph). The test reads its pt-BR resource file instead, so a route without
// a title, or a title for a route that no longer exists, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, createRouteTable, groupTitleKey, reportCatalogue } from '../src';

const ptBR = JSON.parse(
  readFileSync(new URL('../../i18n/src/locales/pt-BR.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;
const lookup = (key: string): string | undefined => {
  const [section = '', name = ''] = key.split(/\.(.*)/s);
  return ptBR[section]?.[name];
};

describe('i18n keys of access', () => {
  const table = createRouteTable({ associacaoGrupoEconomico: null });

  it('has a pt-BR title for every route and no title for a route that does not exist', () => {
    for (const route of table) expect(lookup(route.titleKey), route.titleKey).toBeTruthy();
    expect(Object.keys(ptBR.routes ?? {}).sort()).toEqual(table.map((route) => route.name).sort());
  });

  it('has a title for every menu group and both group titles', () => {
    expect(Object.keys(ptBR.menu ?? {}).sort()).toEqual([...MENU_GROUPS].sort());
    expect(lookup(groupTitleKey('N'))).toBe('Grupo Econômico');
    expect(lookup(groupTitleKey('S'))).toBe('Grupo Empresa');
  });

  it('has a pt-BR title for every report and chart of the catalogue, and no other', () => {
    for (const entry of reportCatalogue)
      expect(lookup(entry.titleKey), entry.titleKey).toBeTruthy();
    expect(Object.keys(ptBR.reportTitles ?? {}).sort()).toEqual(
      reportCatalogue.map((entry) => entry.name).sort(),
    );
  });
});
