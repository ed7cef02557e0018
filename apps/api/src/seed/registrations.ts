// Demo registrations (docs/domain.md "Demo data"): for each tenant without any, `perTenant` rows over
// the last three years, deterministic (seeded per tenant), with the Brazilian market's rough
// shares per brand (the tenant's own brand a little stronger, as in its association's data),
// model (the first listed models sell most), state (by fleet size), sale type and colour. The
// rows go in by COPY, generated batch by batch, so 5 million rows keep memory flat.
import { and, eq, isNotNull } from 'drizzle-orm';
import { withTenant, type Database } from '../db/client.js';
import {
  concessionaria,
  fabricante,
  modelo,
  municipio,
  nomenclatura,
} from '../db/schema-reference.js';
import { emplacamento } from '../db/schema-registrations.js';
import { parametro } from '../db/schema.js';
import { chassiOf, mulberry32, placaOf, renavamOf, weighted } from '../registrations/generate.js';
import { copyInto } from '../registrations/staging.js';
import { todayInSaoPaulo } from '../analytics/period.js';

/** Rough shares of new-vehicle registrations per brand in Brazil (%, 2024). */
const BRAND_SHARE: Record<string, number> = {
  FIAT: 21,
  VOLKSWAGEN: 16,
  CHEVROLET: 13,
  HYUNDAI: 8,
  TOYOTA: 7,
  JEEP: 5,
  RENAULT: 5,
  HONDA: 4,
  BYD: 3.5,
  NISSAN: 3,
  FORD: 2.5,
  'CAOA CHERY': 2,
  PEUGEOT: 2,
  CITROËN: 1.5,
  GWM: 1.2,
  MITSUBISHI: 1,
  'MERCEDES-BENZ': 0.8,
  RAM: 0.8,
  BMW: 0.6,
  KIA: 0.6,
  VOLVO: 0.5,
  AUDI: 0.3,
};

/** Shares per state (IBGE code → %), roughly the new-vehicle market's. */
const STATE_SHARE: [number, number][] = [
  [35, 28],
  [31, 11],
  [41, 7.5],
  [43, 6.5],
  [33, 7],
  [42, 5.5],
  [52, 4],
  [29, 4],
  [53, 3.5],
  [26, 2.5],
  [23, 2.5],
  [51, 2.5],
  [50, 2],
  [32, 2],
  [15, 2],
  [21, 1.2],
  [24, 1],
  [25, 1],
  [13, 1],
  [22, 0.8],
  [28, 0.7],
  [27, 0.7],
  [17, 0.7],
  [11, 0.6],
  [16, 0.3],
  [12, 0.3],
  [14, 0.3],
];

const COLORS: [string, number][] = [
  ['BRANCO', 32],
  ['PRATA', 22],
  ['PRETO', 18],
  ['CINZA', 18],
  ['VERMELHO', 5],
  ['AZUL', 4],
  ['VERDE', 1],
];
const FUELS: [string, number][] = [
  ['FLEX', 78],
  ['DIESEL', 10],
  ['GASOLINA', 5],
  ['ELETRICO', 4],
  ['HIBRIDO', 3],
];

const COLUMNS = [
  'tenant_id',
  'data_emplacamento',
  'chassi',
  'placa',
  'renavam',
  'fabricante_id',
  'nomenclatura_id',
  'modelo_id',
  'segmento_id',
  'ano_fabricacao',
  'ano_modelo',
  'combustivel',
  'cor',
  'municipio_id',
  'estado_id',
  'cnpj_faturador',
  'concessionaria_id',
  'tipo_venda',
] as const;

const BATCH = 50_000;
/** One registration in this many is of a vehicle licensed twice. */
const DUAL = 97;
/** Letters a chassis may hold (no I, O, Q): the third character of each brand's WMI. */
const WMI_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const pad = (n: number) => String(n).padStart(2, '0');

/** Adds `rows` registrations to `tenantId`, numbered after `first` (chassis stay unique). */
export async function addRegistrations(
  database: Database,
  tenantId: string,
  rows: number,
  first: number,
  today: Date,
): Promise<void> {
  const { db } = database;
  // In the tenant's scope, one query after the other (a transaction's client runs one at a time).
  const [brands, versions, cities, dealers, own] = await withTenant(db, tenantId, async () => [
    await db
      .select({ id: fabricante.id, nome: fabricante.nome })
      .from(fabricante)
      .where(eq(fabricante.tenantId, tenantId)),
    await db
      .select({
        id: nomenclatura.id,
        modeloId: nomenclatura.modeloId,
        fabricanteId: modelo.fabricanteId,
        segmentoId: modelo.segmentoId,
      })
      .from(nomenclatura)
      .innerJoin(modelo, eq(modelo.id, nomenclatura.modeloId))
      .where(and(eq(nomenclatura.tenantId, tenantId), isNotNull(nomenclatura.modeloId)))
      .orderBy(nomenclatura.id),
    await db
      .select({ id: municipio.id, estadoId: municipio.estadoId, capital: municipio.capital })
      .from(municipio)
      .where(eq(municipio.tenantId, tenantId)),
    await db
      .select({
        id: concessionaria.id,
        cnpj: concessionaria.cnpj,
        montadoraId: concessionaria.montadoraId,
      })
      .from(concessionaria)
      .where(eq(concessionaria.tenantId, tenantId)),
    await db
      .select({ valor: parametro.valor })
      .from(parametro)
      .where(and(eq(parametro.tenantId, tenantId), eq(parametro.parametroId, 'EMP_FABRICANTE'))),
  ]);
  if (brands.length === 0 || versions.length === 0 || cities.length === 0) return;
  const ownBrand = own[0]?.valor ?? '';
  // FNV-1a of the tenant id: each tenant its own deterministic sequence.
  let hash = 2166136261;
  for (let i = 0; i < tenantId.length; i++)
    hash = Math.imul(hash ^ tenantId.charCodeAt(i), 16777619);
  const random = mulberry32(hash + first);
  const pickBrand = weighted(
    brands
      .filter((b) => versions.some((v) => v.fabricanteId === b.id))
      .map((b) => [b, (BRAND_SHARE[b.nome] ?? 0.5) * (b.nome === ownBrand ? 1.25 : 1)] as const),
  );
  const versionPickers = new Map(
    brands.map((b) => {
      const mine = versions.filter((v) => v.fabricanteId === b.id);
      return [
        b.id,
        mine.length > 0 ? weighted(mine.map((v, i) => [v, 1 / (i + 1)] as const)) : undefined,
      ];
    }),
  );
  const pickState = weighted(STATE_SHARE);
  const citiesByState = new Map<number, { pickCapital: typeof cities; all: typeof cities }>();
  for (const c of cities) {
    const entry = citiesByState.get(c.estadoId) ?? { pickCapital: [], all: [] };
    entry.all.push(c);
    if (c.capital) entry.pickCapital.push(c);
    citiesByState.set(c.estadoId, entry);
  }
  const dealersByBrand = new Map<number, typeof dealers>();
  for (const d of dealers)
    dealersByBrand.set(d.montadoraId, [...(dealersByBrand.get(d.montadoraId) ?? []), d]);
  const pickColor = weighted(COLORS);
  const pickFuel = weighted(FUELS);
  // The last day is today in São Paulo, the product's day: after 21:00 there the UTC date is
  // already tomorrow, and no registration may be dated after the day it is.
  const end = Date.parse(`${todayInSaoPaulo(today)}T00:00:00Z`);
  const days = 3 * 365;

  function* lines(from: number, to: number): Generator<string> {
    for (let n = from; n < to; n++) {
      const brand = pickBrand(random());
      const version = versionPickers.get(brand.id)?.(random());
      if (!version) continue;
      let date = new Date(end - Math.floor(random() * days) * 86_400_000);
      // Registry offices barely work on Sundays.
      if (date.getUTCDay() === 0 && random() < 0.9) date = new Date(date.getTime() - 86_400_000);
      const year = date.getUTCFullYear();
      const fab = date.getUTCMonth() < 2 && random() < 0.3 ? year - 1 : year;
      const anoModelo = random() < 0.4 ? fab + 1 : fab;
      const state = citiesByState.get(pickState(random()));
      const pool =
        state && state.pickCapital.length > 0 && random() < 0.4 ? state.pickCapital : state?.all;
      const city = pool?.[Math.floor(random() * pool.length)] ?? cities[0];
      if (!city) continue;
      const direct = random() < 0.22;
      const sellers = dealersByBrand.get(brand.id) ?? [];
      const dealer =
        !direct && sellers.length > 0 ? sellers[Math.floor(random() * sellers.length)] : undefined;
      // One vehicle in DUAL is licensed again two days later (the dual-plate report's demo rows);
      // no draw of `random` here, so the other rows stay what they were.
      const again = n % DUAL === 0 && date.getTime() + 2 * 86_400_000 <= end;
      for (const when of again ? [date, new Date(date.getTime() + 2 * 86_400_000)] : [date])
        yield (
          [
            tenantId,
            `${String(when.getUTCFullYear())}-${pad(when.getUTCMonth() + 1)}-${pad(when.getUTCDate())}`,
            chassiOf(`9B${WMI_LETTERS[brand.id % WMI_LETTERS.length] ?? 'A'}`, n, fab),
            placaOf(n),
            renavamOf(n),
            brand.id,
            version.id,
            version.modeloId ?? '\\N',
            version.segmentoId ?? '\\N',
            fab,
            anoModelo,
            pickFuel(random()),
            pickColor(random()),
            city.id,
            city.estadoId,
            dealer?.cnpj ?? '\\N',
            dealer?.id ?? '\\N',
            direct ? 'VENDA_DIRETA' : 'VAREJO',
          ].join('\t') + '\n'
        );
    }
  }
  for (let from = first; from < first + rows; from += BATCH)
    await copyInto(
      database.raw,
      'emplacamento',
      COLUMNS,
      lines(from, Math.min(from + BATCH, first + rows)),
    );
}

/** Demo registrations for every listed tenant that has none yet. */
export async function seedRegistrations(
  database: Database,
  tenantIds: readonly string[],
  perTenant: number,
  today: Date,
): Promise<void> {
  if (perTenant <= 0) return;
  for (const tenantId of tenantIds) {
    // One row is enough to know (a count would read millions).
    const existing = await withTenant(database.db, tenantId, () =>
      database.db
        .select({ id: emplacamento.id })
        .from(emplacamento)
        .where(eq(emplacamento.tenantId, tenantId))
        .limit(1),
    );
    if (existing.length > 0) continue;
    await addRegistrations(database, tenantId, perTenant, 0, today);
  }
}
