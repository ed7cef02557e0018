// The tenant's reference data an import resolves names and codes against, read once per import:
// a few thousand rows (brands, 5,570 municipalities, dealerships), so each row resolves in memory.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { concessionaria, fabricante, municipio } from '../db/schema-reference.js';

/** Lookups of one tenant. */
export interface Referencias {
  /** The brand id of a manufacturer name (case and accents as written in the register). */
  fabricante: (nome: string) => number | undefined;
  /** The state's IBGE code of a municipality's 7-digit code; undefined when there is none. */
  estadoDoMunicipio: (ibge: number) => number | undefined;
  /** The dealership of a CNPJ (14 characters, no punctuation, uppercase). */
  concessionaria: (cnpj: string) => number | undefined;
}

/** Upper case without accents: "Citroën" in a file written without the diaeresis still matches. */
export const foldName = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toUpperCase();

/** Loads the lookups of `tenantId`. */
export async function loadReferencias(db: Db, tenantId: string): Promise<Referencias> {
  // One query after the other: inside the request's tenant transaction they share one client.
  const [brands, cities, dealers] = [
    await db
      .select({ id: fabricante.id, nome: fabricante.nome, codigo: fabricante.codigo })
      .from(fabricante)
      .where(eq(fabricante.tenantId, tenantId)),
    await db
      .select({ id: municipio.id, estadoId: municipio.estadoId })
      .from(municipio)
      .where(eq(municipio.tenantId, tenantId)),
    await db
      .select({ id: concessionaria.id, cnpj: concessionaria.cnpj })
      .from(concessionaria)
      .where(eq(concessionaria.tenantId, tenantId)),
  ];
  const brandByName = new Map<string, number>();
  for (const b of brands) {
    brandByName.set(foldName(b.nome), b.id);
    if (b.codigo) brandByName.set(foldName(b.codigo), b.id);
  }
  const stateOf = new Map(cities.map((c) => [c.id, c.estadoId]));
  const dealerOf = new Map(dealers.map((d) => [d.cnpj.toUpperCase(), d.id]));
  // Files repeat a handful of spellings millions of times: fold each spelling once.
  const seen = new Map<string, number | null>();
  return {
    fabricante: (nome) => {
      let id = seen.get(nome);
      if (id === undefined) {
        id = brandByName.get(foldName(nome)) ?? null;
        seen.set(nome, id);
      }
      return id ?? undefined;
    },
    estadoDoMunicipio: (ibge) => stateOf.get(ibge),
    concessionaria: (cnpj) => dealerOf.get(cnpj),
  };
}
