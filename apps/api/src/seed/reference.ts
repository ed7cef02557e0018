// Demo reference data (DOMAIN.md): the 27 states and 5,570 IBGE municipalities from
// @brazilian-utils/brazilian-utils (bundled, nothing fetched), one operational region per
// macro-region and one influence area per state covering every municipality. Per tenant, seeded
// once: afterwards the tenant's administrators own their regions and areas.
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { areaInfluencia, estado, municipio, regiaoOperacional } from '../db/schema-reference.js';
import { tenant } from '../db/schema.js';
import { seedCompanies } from './reference-companies.js';
import { seedVehicleCatalogues, seedVehicles } from './reference-vehicles.js';

/** IBGE codes of the 27 state capitals (the library does not flag them). */
export const CAPITAIS = new Set([
  1200401, 2704302, 1600303, 1302603, 2927408, 2304400, 5300108, 3205309, 5208707, 2111300, 5103403,
  5002704, 3106200, 1501402, 2507507, 4106902, 2611606, 2211001, 3304557, 2408102, 4314902, 1100205,
  1400100, 4205407, 3550308, 2800308, 1721000,
]);

/** The macro-regions, in the order their demo region codes are numbered. */
const MACRORREGIOES = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;

/** Rows inserted per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * States (shared) and, for every tenant without municipalities yet, its coverage data and
 * companies. `only` limits the tenants (tests seed the two they use, to keep setup cheap).
 */
export async function seedReference(db: Db, only?: string[]): Promise<void> {
  const states = getStates();
  await db
    .insert(estado)
    .values(
      states.map((s) => ({ id: s.ibgeCode, nome: s.name, sigla: s.code, regiao: s.regionName })),
    )
    .onConflictDoNothing();
  await seedVehicleCatalogues(db);
  const stateBySigla = new Map(states.map((s) => [s.code as string, s]));
  const cities = getMunicipalities();
  const tenants = await db.select({ id: tenant.id }).from(tenant);
  for (const { id: tenantId } of tenants) {
    if (only && !only.includes(tenantId)) continue;
    // One transaction per tenant, bound to it: the seed is held to the policies too.
    await withTenant(db, tenantId, async () => {
      const [seeded] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(municipio)
        .where(eq(municipio.tenantId, tenantId));
      if ((seeded?.n ?? 0) > 0) return;
      const regions = await db
        .insert(regiaoOperacional)
        .values(
          MACRORREGIOES.map((nome, index) => ({
            tenantId,
            codigo: `RO-${String(index + 1).padStart(2, '0')}`,
            nome: `Região ${nome}`,
          })),
        )
        .returning({ id: regiaoOperacional.id, nome: regiaoOperacional.nome });
      const regionByMacro = new Map(regions.map((r) => [r.nome.replace('Região ', ''), r.id]));
      const areas = await db
        .insert(areaInfluencia)
        .values(
          states.map((s) => ({
            tenantId,
            codigo: `AI-${s.code}`,
            nome: `Área ${s.name}`,
            regiaoOperacionalId: regionByMacro.get(s.regionName) ?? null,
          })),
        )
        .returning({ id: areaInfluencia.id, codigo: areaInfluencia.codigo });
      const areaBySigla = new Map(areas.map((a) => [a.codigo.slice(3), a.id]));
      const rows = cities.map((c) => ({
        tenantId,
        id: Number(c.code),
        nome: c.name,
        estadoId: stateBySigla.get(c.stateCode)?.ibgeCode ?? Number(c.code.slice(0, 2)),
        capital: CAPITAIS.has(Number(c.code)),
        areaInfluenciaId: areaBySigla.get(c.stateCode) ?? null,
      }));
      await insertChunked(rows, (chunk) =>
        db.insert(municipio).values(chunk).onConflictDoNothing(),
      );
      // Dealerships mostly in the capitals, the rest spread over every 25th municipality.
      const places = rows
        .filter((c, index) => c.capital || index % 25 === 0)
        .map((c) => ({ id: c.id, estadoId: c.estadoId, nome: c.nome }));
      await seedCompanies(db, tenantId, places);
      await seedVehicles(db, tenantId);
    });
  }
}
