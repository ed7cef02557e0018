// Demo vehicles (docs/domain.md): the categories and segment types, the segments of the Brazilian
// market and about 150 current models of the seeded brands, each with one mapped version name,
// plus a few unmapped versions waiting in the nomenclature screen.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categoriaVeiculo,
  fabricante,
  modelo,
  nomenclatura,
  segmento,
  tipoSegmento,
} from '../db/schema-reference.js';

/** Shared catalogue of vehicle categories. */
export const CATEGORIAS = ['Automóvel', 'Comercial leve', 'Caminhão', 'Ônibus', 'Motocicleta'];

/** Shared catalogue of segment types. */
export const TIPOS_SEGMENTO = ['Automóveis', 'Comerciais leves', 'Pesados'];

/** Segments: name, type (1-based index in TIPOS_SEGMENTO). */
const SEGMENTOS: [string, number][] = [
  ['Hatch', 1],
  ['Sedã', 1],
  ['SUV', 1],
  ['Minivan', 1],
  ['Esportivo', 1],
  ['Picape', 2],
  ['Furgão', 2],
  ['Caminhão', 3],
];

/** Models per brand: `NAME:segment`, comma-separated (segments abbreviated, see below). */
const MODELOS: Record<string, string> = {
  FIAT: 'ARGO:H,MOBI:H,CRONOS:S,PULSE:U,FASTBACK:U,TORO:P,STRADA:P,FIORINO:F,DUCATO:F,TITANO:P,500E:H,SCUDO:F',
  VOLKSWAGEN:
    'POLO:H,GOL:H,VIRTUS:S,JETTA:S,NIVUS:U,T-CROSS:U,TAOS:U,TERA:U,SAVEIRO:P,AMAROK:P,ID.4:U,ID.BUZZ:M',
  CHEVROLET:
    'ONIX:H,ONIX PLUS:S,TRACKER:U,EQUINOX:U,SPIN:M,MONTANA:P,S10:P,TRAILBLAZER:U,SPARK EUV:U,BLAZER EV:U,SILVERADO:P',
  TOYOTA: 'YARIS:H,YARIS SEDAN:S,COROLLA:S,COROLLA CROSS:U,SW4:U,HILUX:P,RAV4:U,BZ4X:U',
  HYUNDAI: 'HB20:H,HB20S:S,CRETA:U,TUCSON:U,SANTA FE:U,KONA:U,IONIQ 5:U,HR:F',
  JEEP: 'RENEGADE:U,COMPASS:U,COMMANDER:U,WRANGLER:U,GLADIATOR:P',
  RENAULT: 'KWID:H,SANDERO:H,LOGAN:S,DUSTER:U,KARDIAN:U,OROCH:P,MASTER:F,KANGOO:F,MEGANE E-TECH:U',
  HONDA: 'CITY:S,CITY HATCH:H,CIVIC:S,HR-V:U,ZR-V:U,CR-V:U,ACCORD:S',
  NISSAN: 'VERSA:S,SENTRA:S,KICKS:U,FRONTIER:P,LEAF:H',
  BYD: 'DOLPHIN:H,DOLPHIN MINI:H,SEAL:S,SONG PLUS:U,SONG PRO:U,YUAN PLUS:U,KING:S,SHARK:P',
  FORD: 'TERRITORY:U,BRONCO SPORT:U,MUSTANG:E,RANGER:P,MAVERICK:P,TRANSIT:F',
  'CAOA CHERY': 'TIGGO 5X:U,TIGGO 7:U,TIGGO 8:U,ARRIZO 6:S,ICAR:H',
  PEUGEOT: '208:H,2008:U,3008:U,PARTNER:F,EXPERT:F,BOXER:F',
  CITROËN: 'C3:H,C3 AIRCROSS:U,BASALT:U,C4 CACTUS:U,JUMPY:F,JUMPER:F',
  MITSUBISHI: 'L200 TRITON:P,PAJERO SPORT:U,ECLIPSE CROSS:U,OUTLANDER:U',
  BMW: '320I:S,X1:U,X3:U,X5:U,M3:E,IX1:U',
  'MERCEDES-BENZ': 'CLASSE A:S,CLASSE C:S,GLA:U,GLC:U,SPRINTER:F,ACCELO:C,ATEGO:C',
  GWM: 'HAVAL H6:U,HAVAL JOLION:U,ORA 03:H,TANK 300:U,POER:P,WEY 07:U',
  RAM: 'RAMPAGE:P,1500:P,2500:P,3500:P',
  AUDI: 'A3:S,A4:S,Q3:U,Q5:U,E-TRON:U',
  VOLVO: 'EX30:U,XC40:U,XC60:U,XC90:U,FH:C',
  KIA: 'SPORTAGE:U,SORENTO:U,CARNIVAL:M,STONIC:U,NIRO:U,EV5:U,BONGO:F',
};

const SEGMENT_CODES: Record<string, string> = {
  H: 'Hatch',
  S: 'Sedã',
  U: 'SUV',
  M: 'Minivan',
  E: 'Esportivo',
  P: 'Picape',
  F: 'Furgão',
  C: 'Caminhão',
};

/** Every demo model as [brand, model, segment]; about 150. */
export const demoModels = (): [string, string, string][] =>
  Object.entries(MODELOS).flatMap(([brand, list]) =>
    list.split(',').map((entry): [string, string, string] => {
      const [nome = '', code = ''] = entry.split(':');
      return [brand, nome, SEGMENT_CODES[code] ?? 'Hatch'];
    }),
  );

/** The shared catalogues (idempotent). */
export async function seedVehicleCatalogues(db: Db): Promise<void> {
  await db
    .insert(categoriaVeiculo)
    .values(CATEGORIAS.map((nome, i) => ({ id: i + 1, nome })))
    .onConflictDoNothing();
  await db
    .insert(tipoSegmento)
    .values(TIPOS_SEGMENTO.map((nome, i) => ({ id: i + 1, nome })))
    .onConflictDoNothing();
}

/** Segments, models and versions of one tenant whose brands are already seeded. */
export async function seedVehicles(db: Db, tenantId: string): Promise<void> {
  const segments = await db
    .insert(segmento)
    .values(
      SEGMENTOS.map(([nome, tipo], ordem) => ({ tenantId, nome, tipoSegmentoId: tipo, ordem })),
    )
    .returning({ id: segmento.id, nome: segmento.nome });
  const segmentId = new Map(segments.map((s) => [s.nome, s.id]));
  const brands = await db
    .select({ id: fabricante.id, nome: fabricante.nome })
    .from(fabricante)
    .where(eq(fabricante.tenantId, tenantId));
  const brandId = new Map(brands.map((b) => [b.nome, b.id]));
  const rows = demoModels().flatMap(([brand, nome, segment]) => {
    const fabricanteId = brandId.get(brand);
    if (fabricanteId === undefined) return [];
    return [
      {
        tenantId,
        nome,
        fabricanteId,
        segmentoId: segmentId.get(segment) ?? null,
        categoriaVeiculoId:
          segment === 'Caminhão' ? 3 : segment === 'Picape' || segment === 'Furgão' ? 2 : 1,
      },
    ];
  });
  const models = await db
    .insert(modelo)
    .values(rows)
    .returning({ id: modelo.id, nome: modelo.nome, fabricanteId: modelo.fabricanteId });
  const brandName = new Map(brands.map((b) => [b.id, b.nome]));
  await db.insert(nomenclatura).values([
    ...models.map((m, i) => ({
      tenantId,
      versao: `${m.nome} ${['1.0 FLEX', '1.3 TURBO FLEX', '2.0 DIESEL 4X4', '1.6 AT'][i % 4] ?? ''}`,
      fabricanteId: m.fabricanteId,
      modeloId: m.id,
      primeiraOcorrencia: '2024-01-02',
    })),
    ...models.slice(0, 12).map((m, i) => ({
      tenantId,
      versao: `${brandName.get(m.fabricanteId) ?? ''} ${m.nome} NOVA VERSAO ${String(i + 1)}`,
      fabricanteId: m.fabricanteId,
      modeloId: null,
      primeiraOcorrencia: '2026-10-01',
    })),
  ]);
}
