// Queries of manufacturers, models, segments and version nomenclature, shaped as the contract
// names them. Every query filters by tenant (docs/decisions/0051).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categoriaVeiculo,
  fabricante,
  modelo,
  nomenclatura,
  segmento,
  tipoSegmento,
} from '../db/schema-reference.js';

/** Models of a manufacturer (correlated, named explicitly: see places/repository). */
export const modelosDoFabricante = sql<number>`(select count(*)::int from modelo mo where mo.fabricante_id = "fabricante"."id")`;

/** Manufacturer columns as the contract names them. */
export const fabricanteColumns = {
  Id: fabricante.id,
  Nome: fabricante.nome,
  Codigo: fabricante.codigo,
  Ativo: fabricante.ativo,
  PaisOrigem: fabricante.paisOrigem,
  Cor: fabricante.cor,
  QuantidadeModelos: modelosDoFabricante,
};

/** Manufacturers as a dynamic query. */
export const selectFabricantes = (db: Db, where: SQL | undefined) =>
  db.select(fabricanteColumns).from(fabricante).where(where).$dynamic();

/** Model columns as the contract names them. */
export const modeloColumns = {
  Id: modelo.id,
  Nome: modelo.nome,
  FabricanteId: modelo.fabricanteId,
  FabricanteNome: fabricante.nome,
  SegmentoId: modelo.segmentoId,
  SegmentoNome: segmento.nome,
  CategoriaVeiculoId: modelo.categoriaVeiculoId,
  CategoriaVeiculoNome: categoriaVeiculo.nome,
  Ativo: modelo.ativo,
};

/** Models with their brand, segment and category, as a dynamic query. */
export const selectModelos = (db: Db, where: SQL | undefined) =>
  db
    .select(modeloColumns)
    .from(modelo)
    .innerJoin(fabricante, eq(fabricante.id, modelo.fabricanteId))
    .leftJoin(segmento, eq(segmento.id, modelo.segmentoId))
    .leftJoin(categoriaVeiculo, eq(categoriaVeiculo.id, modelo.categoriaVeiculoId))
    .where(where)
    .$dynamic();

/** Segments with their type, as a dynamic query. */
export const selectSegmentos = (db: Db, where: SQL | undefined) =>
  db
    .select({
      Id: segmento.id,
      Nome: segmento.nome,
      TipoSegmentoId: segmento.tipoSegmentoId,
      TipoSegmentoNome: tipoSegmento.nome,
      Ativo: segmento.ativo,
      Ordem: segmento.ordem,
    })
    .from(segmento)
    .innerJoin(tipoSegmento, eq(tipoSegmento.id, segmento.tipoSegmentoId))
    .where(where)
    .$dynamic();

/** Nomenclature columns as the contract names them. */
export const nomenclaturaColumns = {
  Id: nomenclatura.id,
  Versao: nomenclatura.versao,
  FabricanteId: nomenclatura.fabricanteId,
  FabricanteNome: fabricante.nome,
  ModeloId: nomenclatura.modeloId,
  ModeloNome: modelo.nome,
  Mapeada: sql<boolean>`(${nomenclatura.modeloId} is not null)`,
  QuantidadeEmplacamentos: nomenclatura.quantidadeEmplacamentos,
  PrimeiraOcorrencia: nomenclatura.primeiraOcorrencia,
};

/** Versions with their brand and model, as a dynamic query. */
export const selectNomenclaturas = (db: Db, where: SQL | undefined) =>
  db
    .select(nomenclaturaColumns)
    .from(nomenclatura)
    .leftJoin(fabricante, eq(fabricante.id, nomenclatura.fabricanteId))
    .leftJoin(modelo, eq(modelo.id, nomenclatura.modeloId))
    .where(where)
    .$dynamic();
