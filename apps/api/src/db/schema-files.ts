// The file archive (GerenciadorArquivo): one row per archived file; the bytes live in the file
// store, content-addressed by SHA-256 per tenant, so rows with the same content share one blob
// (docs/decisions/0071).
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from './schema.js';
import { searchIndex, searchText } from './search.js';

/** The categories of the contract (`Arquivo.Categoria`). */
export const categoriasArquivo = [
  'ImportacaoEmplacamento',
  'ImportacaoFaturamento',
  'RelatorioErros',
  'ValidacaoMarca',
  'CartaCobranca',
  'Outro',
] as const;

/** A category of the file archive. */
export type CategoriaArquivo = (typeof categoriasArquivo)[number];

/** A file of a tenant's archive. */
export const arquivo = pgTable(
  'arquivo',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** The name the file was sent with (no folders). */
    nome: text('nome').notNull(),
    tipoConteudo: text('tipo_conteudo').notNull(),
    /** Bytes; bigint because an import file may pass 2 GiB one day. */
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    /** SHA-256 of the content, lowercase hex: the blob's name in the store. */
    hash: text('hash').notNull(),
    categoria: text('categoria').$type<CategoriaArquivo>().notNull(),
    /** Who sent it (null for files the system made, e.g. an import's error report). */
    usuarioId: integer('usuario_id'),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    busca: searchText('nome'),
  },
  (t) => [
    searchIndex('arquivo_busca', t.busca),
    // The list: newest first within the tenant, optionally within one category.
    index('arquivo_tenant_data').on(t.tenantId, t.dataCriacao.desc(), t.id.desc()),
    index('arquivo_tenant_categoria_data').on(
      t.tenantId,
      t.categoria,
      t.dataCriacao.desc(),
      t.id.desc(),
    ),
    // "Does another row still use this blob?" on removal.
    index('arquivo_tenant_hash').on(t.tenantId, t.hash),
    // Only the owner sees `Outro` files unless admin.
    index('arquivo_tenant_usuario').on(t.tenantId, t.usuarioId),
  ],
);
