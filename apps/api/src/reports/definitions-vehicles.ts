// Two reports about where vehicles were registered. DuploEmplacamento: the chassis registered more
// than once in the period (a chassis is unique per day, so a second date is a second licensing),
// each of their registrations on a row. Invasao: the own brand's registrations that a dealership
// billed in another dealership's influence area (a city in an area other than the area of the
// dealership's own city; a city in no area is nobody's, so no invasion), per dealership and area
// invaded. Both count the registrations in the user's places (a dealership user sees duplicates
// and invasions in its own area), as every place report does.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { Linha, ReportDefinition } from './definition.js';
import { registroColunas, registrosWhere, type Registro } from './definitions-lookups.js';
import { namesOf } from './names.js';
import { chosenOrMonthToDate } from './periods.js';
import { int, quantidade, sum, text } from './shaping.js';
import { columnTitle } from './texts.js';

const registros = int('registros');
const concessionaria = text('concessionaria');
const areaPropria = text('areaPropria');
const areaInvadida = text('areaInvadida');

/** Two texts in the order of their UTF-16 code units (no collation). */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const vehicleDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'DuploEmplacamento',
    dimensoes: registroColunas.slice(0, 4),
    medidas: [...registroColunas.slice(4), registros],
    ordem: [
      { column: 'chassi', dir: 'asc' },
      { column: 'dataEmplacamento', dir: 'asc' },
    ],
    periodo: chosenOrMonthToDate,
    shape: async (ctx) => {
      const { first, last } = ctx.periodo;
      const { scope } = ctx;
      // Read from the copy of the dual registrations (docs/decisions/0212): a chassis twice in
      // the period is twice there.
      const kept = (r: 'd' | 'e') => {
        const c = (column: string) => sql.raw(`${r}.${column}`);
        const conditions = [
          sql`${c('tenant_id')} = ${scope.tenantId}`,
          sql`${c('data_emplacamento')} between ${first}::date and ${last}::date`,
        ];
        if (scope.municipios) conditions.push(sql`${c('municipio_id')} in (${scope.municipios})`);
        if (scope.segmentos) conditions.push(sql`${c('segmento_id')} in (${scope.segmentos})`);
        if (scope.tipoVenda) conditions.push(sql`${c('tipo_venda')} = ${scope.tipoVenda}`);
        if (scope.fabricantes)
          conditions.push(
            sql`${c('fabricante_id')} = any(string_to_array(${scope.fabricantes.join(',')}, ',')::int[])`,
          );
        return sql.join(conditions, sql` and `);
      };
      // Each registration with the number of its chassis's in the period.
      const rows = await registrosWhere<Registro & { registros: number }>(ctx, kept('e'), {
        from: sql`emplacamento_repetido e join (
          select d.chassi, count(*)::int as registros from emplacamento_repetido d
          where ${kept('d')} group by d.chassi having count(*) > 1) vezes on vezes.chassi = e.chassi`,
        columns: sql`, vezes.registros`,
      });
      // In the report's order (chassis, date) by code unit: for chassis, which are digits and
      // capital letters, the same order as the engine's collator, which then finds them sorted (a
      // pass, where 34 thousand rows in any order took it 70 ms and the database's sort 35 ms).
      rows.sort((a, b) =>
        a.chassi === b.chassi
          ? byCodeUnit(a.dataEmplacamento, b.dataEmplacamento)
          : byCodeUnit(a.chassi, b.chassi),
      );
      return {
        colunas: [...registroColunas, registros],
        linhas: rows,
        totais: null,
      };
    },
  },
  {
    nome: 'Invasao',
    dimensoes: [concessionaria, areaPropria, areaInvadida],
    medidas: [quantidade],
    ordem: [{ column: 'quantidade', dir: 'desc' }],
    periodo: chosenOrMonthToDate,
    shape: async (ctx) => {
      // Grouped by the city's influence area in the database: a row per dealership and area,
      // not per city (docs/decisions/0210).
      const [sums, areas, labels, dealers] = await Promise.all([
        // Only the own brand's sales count: the read may keep the others' out.
        ctx.read(
          ctx.periodo.first,
          ctx.periodo.last,
          'total',
          ['concessionaria_id', 'area_influencia_id'],
          { propria: ctx.propria, somentePropria: true },
        ),
        namesOf(ctx.db, ctx.scope.tenantId, 'area'),
        namesOf(ctx.db, ctx.scope.tenantId, 'concessionaria'),
        queryRows<{ id: number; area_id: number | null; area: string | null }>(
          ctx.db,
          sql`select c.id, a.id as area_id, a.nome as area
              from concessionaria c
              join municipio m on m.tenant_id = c.tenant_id and m.id = c.municipio_id
              left join area_influencia a on a.tenant_id = m.tenant_id and a.id = m.area_influencia_id
              where c.tenant_id = ${ctx.scope.tenantId}`,
        ),
      ]);
      const dealerOf = new Map(dealers.map((d) => [d.id, d]));
      const cells = new Map<string, Linha & { quantidade: number }>();
      for (const s of sums) {
        if (s.fabricante_id !== ctx.propria || s.concessionaria_id == null) continue;
        const dealer = dealerOf.get(s.concessionaria_id);
        const area = s.area_influencia_id;
        if (!dealer || area == null || area === dealer.area_id) continue;
        const key = `${String(dealer.id)}:${String(area)}`;
        const cell = cells.get(key) ?? {
          concessionariaId: dealer.id,
          concessionaria: labels.get(dealer.id)?.nome ?? String(dealer.id),
          areaPropria: dealer.area ?? columnTitle('naoInformado', ctx.locale),
          areaInvadidaId: area,
          areaInvadida: areas.get(area)?.nome ?? '',
          quantidade: 0,
        };
        cell.quantidade += s.q;
        cells.set(key, cell);
      }
      const linhas = [...cells.values()];
      return {
        colunas: [concessionaria, areaPropria, areaInvadida, quantidade],
        linhas,
        totais: {
          concessionaria: null,
          areaPropria: null,
          areaInvadida: null,
          quantidade: sum(linhas, 'quantidade'),
        },
      };
    },
  },
];
