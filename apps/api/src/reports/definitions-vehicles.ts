// Two reports about where vehicles were registered. DuploEmplacamento: the chassis registered more
// than once in the period (a chassis is unique per day, so a second date is a second licensing),
// each of their registrations on a row. Invasao: the own brand's registrations that a dealership
// billed in another dealership's influence area (a city in an area other than the area of the
// dealership's own city; a city in no area is nobody's, so no invasion), per dealership and area
// invaded. Both count the registrations in the user's places (a dealership user sees duplicates
// and invasions in its own area), as every place report does.
import { reportEventCode, resourceOf } from '@emplacamento/access';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { Linha, ReportDefinition } from './definition.js';
import { PLACES } from './definitions-models.js';
import { registroColunas, registroLinha, registrosWhere } from './definitions-lookups.js';
import { namesOf } from './names.js';
import { chosenOrMonthToDate } from './periods.js';
import { int, quantidade, sum, text } from './shaping.js';
import { columnTitle } from './texts.js';

const registros = int('registros');
const concessionaria = text('concessionaria');
const areaPropria = text('areaPropria');
const areaInvadida = text('areaInvadida');

export const vehicleDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'DuploEmplacamento',
    rota: 'dual-plate',
    permissao: resourceOf(reportEventCode('DuploEmplacamento')),
    filtros: PLACES,
    dimensoes: registroColunas.slice(0, 4),
    medidas: [...registroColunas.slice(4), registros],
    ordem: [
      { column: 'chassi', dir: 'asc' },
      { column: 'dataEmplacamento', dir: 'asc' },
    ],
    grafico: null,
    leitura: 'intervalo',
    periodo: chosenOrMonthToDate,
    shape: async (ctx) => {
      const { first, last } = ctx.periodo;
      const { scope } = ctx;
      const kept = [
        sql`d.tenant_id = ${scope.tenantId}`,
        sql`d.data_emplacamento between ${first}::date and ${last}::date`,
      ];
      if (scope.municipios) kept.push(sql`d.municipio_id in (${scope.municipios})`);
      if (scope.segmentos) kept.push(sql`d.segmento_id in (${scope.segmentos})`);
      if (scope.tipoVenda) kept.push(sql`d.tipo_venda = ${scope.tipoVenda}`);
      if (scope.fabricantes)
        kept.push(
          sql`d.fabricante_id = any(string_to_array(${scope.fabricantes.join(',')}, ',')::int[])`,
        );
      const inPeriod = sql.join(kept, sql` and `);
      const rows = await registrosWhere(
        ctx,
        sql`e.data_emplacamento between ${first}::date and ${last}::date
          and e.chassi in (select d.chassi from emplacamento d where ${inPeriod}
            group by d.chassi having count(*) > 1)
          and exists (select 1 from emplacamento d where d.id = e.id and ${inPeriod})`,
      );
      const times = new Map<string, number>();
      for (const r of rows) times.set(r.chassi, (times.get(r.chassi) ?? 0) + 1);
      return {
        colunas: [...registroColunas, registros],
        linhas: rows.map((r) => ({
          ...registroLinha(ctx, r),
          registros: times.get(r.chassi) ?? 0,
        })),
        totais: null,
      };
    },
  },
  {
    nome: 'Invasao',
    rota: 'invasion',
    permissao: resourceOf(reportEventCode('Invasao')),
    // Always the own brand: no brand filter.
    filtros: PLACES.filter((f) => f !== 'fabricanteId'),
    dimensoes: [concessionaria, areaPropria, areaInvadida],
    medidas: [quantidade],
    ordem: [{ column: 'quantidade', dir: 'desc' }],
    grafico: 'barra',
    leitura: 'intervalo',
    periodo: chosenOrMonthToDate,
    shape: async (ctx) => {
      // Grouped by the city's influence area in the database: a row per dealership and area,
      // not per city (docs/decisions/0210).
      const [sums, areas, dealers] = await Promise.all([
        // Only the own brand's sales count: the read may keep the others' out.
        ctx.read(
          ctx.periodo.first,
          ctx.periodo.last,
          'total',
          ['concessionaria_id', 'area_influencia_id'],
          { propria: ctx.propria, somentePropria: true },
        ),
        namesOf(ctx.db, ctx.scope.tenantId, 'area'),
        queryRows<{ id: number; nome: string; area_id: number | null; area: string | null }>(
          ctx.db,
          sql`select c.id, c.nome_fantasia as nome, a.id as area_id, a.nome as area
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
          concessionaria: dealer.nome,
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
