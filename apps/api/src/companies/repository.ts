// Queries of business groups, economic groups and dealerships, and the row ↔ contract mapping.
// Every query filters by tenant (docs/decisions/0051).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  concessionaria,
  estado,
  fabricante,
  grupoEconomico,
  grupoEmpresa,
  municipio,
} from '../db/schema-reference.js';

/** Contract field → column of the fields a client sends (ConcessionariaDados). */
export const dealershipFields = {
  RazaoSocial: concessionaria.razaoSocial,
  NomeFantasia: concessionaria.nomeFantasia,
  CNPJ: concessionaria.cnpj,
  CodigoFaturamento: concessionaria.codigoFaturamento,
  CEP: concessionaria.cep,
  EstadoId: concessionaria.estadoId,
  MunicipioId: concessionaria.municipioId,
  Bairro: concessionaria.bairro,
  Numero: concessionaria.numero,
  Logradouro: concessionaria.logradouro,
  Complemento: concessionaria.complemento,
  Endereco: concessionaria.endereco,
  Coordenadas: concessionaria.coordenadas,
  Cadastrada: concessionaria.cadastrada,
  Associada: concessionaria.associada,
  Status: concessionaria.status,
  Montadora: concessionaria.montadoraId,
  Email: concessionaria.email,
  EmailFaturamento: concessionaria.emailFaturamento,
  Telefone: concessionaria.telefone,
  Site: concessionaria.site,
  Codigo: concessionaria.codigo,
  Matriz: concessionaria.matriz,
  GrupoEmpresaId: concessionaria.grupoEmpresaId,
  PendenciaFinanceira: concessionaria.pendenciaFinanceira,
  DataInauguracao: concessionaria.dataInauguracao,
  DataNomeacao: concessionaria.dataNomeacao,
  DataCancelamento: concessionaria.dataCancelamento,
  InscricaoEstadual: concessionaria.inscricaoEstadual,
  InscricaoMunicipal: concessionaria.inscricaoMunicipal,
  Observacoes: concessionaria.observacoes,
};

/** Columns of a dealership row as the contract names them (also the sortable columns). */
export const dealershipColumns = {
  Id: concessionaria.id,
  ...dealershipFields,
  MontadoraNome: fabricante.nome,
  GrupoEmpresaNome: grupoEmpresa.nome,
  GrupoEconomicoId: grupoEmpresa.grupoEconomicoId,
  MunicipioNome: municipio.nome,
  EstadoSigla: estado.sigla,
  DataCriacao: concessionaria.criadoEm,
  DataAtualizacao: concessionaria.atualizadoEm,
};

/** Dealerships with their brand, group, city and state, as a dynamic query. */
export const selectDealerships = (db: Db, where: SQL | undefined) =>
  db
    .select(dealershipColumns)
    .from(concessionaria)
    .innerJoin(fabricante, eq(fabricante.id, concessionaria.montadoraId))
    .innerJoin(
      municipio,
      and(
        eq(municipio.tenantId, concessionaria.tenantId),
        eq(municipio.id, concessionaria.municipioId),
      ),
    )
    .innerJoin(estado, eq(estado.id, concessionaria.estadoId))
    .leftJoin(grupoEmpresa, eq(grupoEmpresa.id, concessionaria.grupoEmpresaId))
    .where(where)
    .$dynamic();

type DealershipRow = Awaited<ReturnType<typeof selectDealerships>>[number];

/** The contract shape of a dealership row (instants as ISO text, Status narrowed). */
export const toDealership = (row: DealershipRow) => ({
  ...row,
  Status: row.Status as 'Ativo' | 'Inativo',
  EstadoSigla: row.EstadoSigla as 'SP',
  DataCriacao: row.DataCriacao.toISOString(),
  DataAtualizacao: row.DataAtualizacao.toISOString(),
});

/** A dealership of the contract. */
export type DealershipDto = ReturnType<typeof toDealership>;

/** One dealership of the tenant. */
export async function findDealership(
  db: Db,
  tenantId: string,
  id: number,
): Promise<DealershipDto | undefined> {
  const [row] = await selectDealerships(
    db,
    and(eq(concessionaria.tenantId, tenantId), eq(concessionaria.id, id)),
  );
  return row ? toDealership(row) : undefined;
}

/** Dealerships of a business group (correlated, named explicitly: see places/repository). */
export const empresasDoGrupo = sql<number>`(select count(*)::int from concessionaria c where c.grupo_empresa_id = "grupo_empresa"."id")`;

/** Business groups of an economic group. */
export const gruposDoEconomico = sql<number>`(select count(*)::int from grupo_empresa g where g.grupo_economico_id = "grupo_economico"."id")`;

/** Business groups with their economic group's name and size, as a dynamic query. */
export const selectGruposEmpresa = (db: Db, where: SQL | undefined) =>
  db
    .select({
      Id: grupoEmpresa.id,
      Nome: grupoEmpresa.nome,
      Codigo: grupoEmpresa.codigo,
      GrupoEconomicoId: grupoEmpresa.grupoEconomicoId,
      GrupoEconomicoNome: grupoEconomico.nome,
      Ativo: grupoEmpresa.ativo,
      Observacoes: grupoEmpresa.observacoes,
      QuantidadeEmpresas: empresasDoGrupo,
    })
    .from(grupoEmpresa)
    .leftJoin(grupoEconomico, eq(grupoEconomico.id, grupoEmpresa.grupoEconomicoId))
    .where(where)
    .$dynamic();

/** Economic groups with their size, as a dynamic query. */
export const selectGruposEconomicos = (db: Db, where: SQL | undefined) =>
  db
    .select({
      Id: grupoEconomico.id,
      Nome: grupoEconomico.nome,
      Codigo: grupoEconomico.codigo,
      Ativo: grupoEconomico.ativo,
      QuantidadeGrupos: gruposDoEconomico,
    })
    .from(grupoEconomico)
    .where(where)
    .$dynamic();
