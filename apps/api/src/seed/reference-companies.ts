// Demo companies (docs/domain.md): the brands of the Brazilian market, economic and business groups,
// and dealerships with valid CNPJs (about one in five alphanumeric, the 2026 format) spread over
// the states. Deterministic: a seeded PRNG, so every start and every tenant gets the same data.
import { mulberry32 } from '../registrations/generate.js';
import { cnpjCheckDigits } from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import {
  concessionaria,
  fabricante,
  grupoEconomico,
  grupoEmpresa,
} from '../db/schema-reference.js';

/** Brands of the Brazilian light-vehicle market: name, registration-file code, origin, colour. */
export const MARCAS: readonly [string, string, string, string][] = [
  ['FIAT', 'FIA', 'Itália', '#b5121b'],
  ['VOLKSWAGEN', 'VW', 'Alemanha', '#001e50'],
  ['CHEVROLET', 'GM', 'Estados Unidos', '#d1a12b'],
  ['TOYOTA', 'TOY', 'Japão', '#eb0a1e'],
  ['HYUNDAI', 'HYU', 'Coreia do Sul', '#002c5f'],
  ['JEEP', 'JEE', 'Estados Unidos', '#3b5323'],
  ['RENAULT', 'REN', 'França', '#efdf00'],
  ['HONDA', 'HON', 'Japão', '#cc0000'],
  ['NISSAN', 'NIS', 'Japão', '#c3002f'],
  ['BYD', 'BYD', 'China', '#1f6feb'],
  ['FORD', 'FOR', 'Estados Unidos', '#003478'],
  ['CAOA CHERY', 'CHE', 'China', '#8a1538'],
  ['PEUGEOT', 'PEU', 'França', '#1d1d1b'],
  ['CITROËN', 'CIT', 'França', '#da291c'],
  ['MITSUBISHI', 'MIT', 'Japão', '#e60012'],
  ['BMW', 'BMW', 'Alemanha', '#1c69d4'],
  ['MERCEDES-BENZ', 'MBB', 'Alemanha', '#333333'],
  ['GWM', 'GWM', 'China', '#5a2d82'],
  ['RAM', 'RAM', 'Estados Unidos', '#000000'],
  ['AUDI', 'AUD', 'Alemanha', '#bb0a30'],
  ['VOLVO', 'VOL', 'Suécia', '#003057'],
  ['KIA', 'KIA', 'Coreia do Sul', '#05141f'],
];

const SOBRENOMES = [
  'Souza',
  'Oliveira',
  'Almeida',
  'Pereira',
  'Ribeiro',
  'Carvalho',
  'Barbosa',
  'Rocha',
  'Teixeira',
  'Moreira',
  'Cardoso',
  'Nogueira',
  'Fernandes',
  'Campos',
  'Vieira',
  'Machado',
];
const PREFIXOS = [
  'Auto',
  'Motors',
  'Veículos',
  'Car',
  'Prime',
  'Center',
  'Premium',
  'Nova',
  'Top',
  'Master',
];
const RUAS = [
  'Av. Brasil',
  'Rua XV de Novembro',
  'Av. Getúlio Vargas',
  'Rua Sete de Setembro',
  'Av. Presidente Vargas',
  'Rua Tiradentes',
  'Av. das Nações',
  'Rodovia BR-101',
];
const BAIRROS = ['Centro', 'Jardim América', 'Vila Nova', 'Industrial', 'São José', 'Santa Mônica'];

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid CNPJ for the n-th demo dealership: root from `n`, branch 0001; alphanumeric if asked. */
export function demoCnpj(n: number, alphanumeric: boolean, random: () => number): string {
  const root = alphanumeric
    ? // A letter first (so it is truly alphanumeric), three random characters, then n in base 36
      // so that roots never repeat.
      `${ALNUM.charAt(10 + Math.floor(random() * 26))}${Array.from({ length: 3 }, () =>
        ALNUM.charAt(Math.floor(random() * 36)),
      ).join('')}${n.toString(36).toUpperCase().padStart(4, '0')}`
    : String(10_000_000 + n * 7919).slice(-8);
  const body = `${root}0001`;
  return body + cnpjCheckDigits(body);
}

/** Where dealerships go: a municipality with its state. */
export interface SeedCity {
  id: number;
  estadoId: number;
  nome: string;
}

/** The values of `count` dealerships starting at number `first`. */
export function demoDealerships(
  tenantId: string,
  first: number,
  count: number,
  cities: SeedCity[],
  brandIds: number[],
  groupIds: number[],
  random: () => number,
): (typeof concessionaria.$inferInsert)[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    const city = pick(cities);
    const sobrenome = pick(SOBRENOMES);
    const nome = `${pick(PREFIXOS)} ${sobrenome} ${city.nome}`;
    const rua = pick(RUAS);
    const numero = String(100 + Math.floor(random() * 4900));
    const lat = (-3 - random() * 27).toFixed(6);
    const lon = (-38 - random() * 16).toFixed(6);
    const ativo = random() > 0.08;
    return {
      tenantId,
      razaoSocial: `${nome} Comércio de Veículos Ltda`,
      nomeFantasia: nome,
      cnpj: demoCnpj(n, n % 5 === 0, random),
      codigoFaturamento: `F${String(n).padStart(6, '0')}`,
      cep: String(10_000_000 + Math.floor(random() * 89_999_999)),
      estadoId: city.estadoId,
      municipioId: city.id,
      bairro: pick(BAIRROS),
      numero,
      logradouro: rua,
      endereco: `${rua}, ${numero} — ${city.nome}`,
      coordenadas: `${lat},${lon}`,
      cadastrada: random() > 0.1,
      associada: random() > 0.3,
      status: ativo ? 'Ativo' : 'Inativo',
      montadoraId: pick(brandIds),
      email: `contato${String(n)}@${sobrenome.toLowerCase()}veiculos.com.br`,
      telefone: `(11) 3${String(100 + (n % 900))}-${String(1000 + (n % 9000))}`,
      codigo: `C${String(n).padStart(5, '0')}`,
      matriz: n % 7 === 0,
      grupoEmpresaId: random() > 0.2 ? pick(groupIds) : null,
      pendenciaFinanceira: random() > 0.9,
      dataInauguracao: `${String(1970 + Math.floor(random() * 54))}-0${String(1 + Math.floor(random() * 9))}-15`,
    };
  });
}

/** Brands, groups and `dealerships` dealerships of one tenant (called once per tenant). */
export async function seedCompanies(
  db: Db,
  tenantId: string,
  cities: SeedCity[],
  dealerships = 300,
): Promise<void> {
  const random = mulberry32(20_26);
  const brands = await db
    .insert(fabricante)
    .values(
      MARCAS.map(([nome, codigo, paisOrigem, cor]) => ({
        tenantId,
        nome,
        codigo,
        paisOrigem,
        cor,
      })),
    )
    .returning({ id: fabricante.id });
  const economicos = await db
    .insert(grupoEconomico)
    .values(
      ['Grupo Sinal', 'Grupo Parvi', 'Grupo Saga', 'Grupo Amazonas', 'Grupo Ábaco'].map(
        (nome, i) => ({ tenantId, nome, codigo: `GE-${String(i + 1)}` }),
      ),
    )
    .returning({ id: grupoEconomico.id });
  const groups = await db
    .insert(grupoEmpresa)
    .values(
      SOBRENOMES.map((s, i) => ({
        tenantId,
        nome: `Grupo ${s}`,
        codigo: `GR-${String(i + 1).padStart(2, '0')}`,
        grupoEconomicoId: i % 3 === 0 ? null : (economicos[i % economicos.length]?.id ?? null),
      })),
    )
    .returning({ id: grupoEmpresa.id });
  const rows = demoDealerships(
    tenantId,
    1,
    dealerships,
    cities,
    brands.map((b) => b.id),
    groups.map((g) => g.id),
    random,
  );
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(concessionaria).values(rows.slice(i, i + 500));
}
