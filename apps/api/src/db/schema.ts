// Tables of the identity and administration part. Every table that holds a tenant's data carries
// `tenant_id`, and every query of the repositories filters by it (docs/decisions/0051).
// Migrations are generated from this file by `pnpm db:generate` into ../../drizzle.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchIndex, searchText } from './search.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An association (or the default tenant). */
export const tenant = pgTable('tenant', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
  /** Host names the portal maps to this tenant (published in /config.json). */
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The tenant's own mail domain (`abracaf.org.br`): its collection letters' default sender is
   * `cobranca@` it. Null: the domain comes from its hosts (billing/parameters.ts).
   */
  dominioEmail: text('dominio_email'),
  /** Brand colour of the tenant's theme. */
  corPrimaria: text('cor_primaria').notNull().default('#7367f0'),
  ativo: boolean('ativo').notNull().default(true),
});

/** System parameters (EMP_* and the profile lists), read by id per tenant. */
export const parametro = pgTable(
  'parametro',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    parametroId: text('parametro_id').notNull(),
    valor: text('valor').notNull(),
    descricao: text('descricao').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.parametroId] })],
);

/** Permission events (the catalogue is shared by all tenants: fixed ids, §3). */
export const evento = pgTable('evento', {
  id: integer('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  sistema: text('sistema').notNull(),
  /** null for a root event of the system; otherwise the module it belongs to. */
  modulo: text('modulo'),
});

/** A profile (role) of a tenant. */
export const perfil = pgTable(
  'perfil',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    id: integer('id').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    ativo: boolean('ativo').notNull().default(true),
    ehAdmin: boolean('eh_admin').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** The permission matrix: which events a profile holds. */
export const perfilEvento = pgTable(
  'perfil_evento',
  {
    tenantId: text('tenant_id').notNull(),
    perfilId: integer('perfil_id').notNull(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.perfilId, t.eventoId] })],
);

/** A user of a tenant. `login` is the e-mail address. */
export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    login: text('login').notNull(),
    nome: text('nome').notNull(),
    senhaHash: text('senha_hash'),
    perfilId: integer('perfil_id').notNull(),
    /** Ativo or Inativo (StatusUsuario of the contract). */
    status: text('status').notNull().default('Ativo'),
    /** Signed up and waiting for an administrator (the pending users screen). */
    pendente: boolean('pendente').notNull().default(false),
    grupoId: integer('grupo_id'),
    /** Free-form additional data the portal sends as serialized JSON text. */
    dadosAdicionais: jsonb('dados_adicionais')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    criadoEm: instant('criado_em').notNull().defaultNow(),
    ultimoAcessoEm: instant('ultimo_acesso_em'),
    busca: searchText('nome', 'login'),
  },
  (t) => [
    uniqueIndex('usuario_tenant_login').on(t.tenantId, sql`lower(${t.login})`),
    index('usuario_tenant_nome').on(t.tenantId, t.nome),
    searchIndex('usuario_busca', t.busca),
  ],
);

/** Refresh tokens, stored hashed. One family per sign-in; rotation keeps the family. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    familia: text('familia').notNull(),
    sistema: text('sistema').notNull(),
    expiraEm: instant('expira_em').notNull(),
    usadoEm: instant('usado_em'),
    revogadoEm: instant('revogado_em'),
    criadoEm: instant('criado_em').notNull().defaultNow(),
  },
  (t) => [index('refresh_token_familia').on(t.familia)],
);

/** Single sign-on codes of `ChangeToken` (hashed): one use, a minute of life (ADR 0052). */
export const codigoTroca = pgTable(
  'codigo_troca',
  {
    codigoHash: text('codigo_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    sistema: text('sistema').notNull(),
    expiraEm: instant('expira_em').notNull(),
    usadoEm: instant('usado_em'),
  },
  (t) => [index('codigo_troca_expira').on(t.expiraEm)],
);

/** Password recovery codes (hashed), with expiry and a count of wrong tries. */
export const recuperacaoSenha = pgTable(
  'recuperacao_senha',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    codigoHash: text('codigo_hash').notNull(),
    expiraEm: instant('expira_em').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    validadoEm: instant('validado_em'),
    usadoEm: instant('usado_em'),
    criadoEm: instant('criado_em').notNull().defaultNow(),
  },
  (t) => [index('recuperacao_senha_usuario').on(t.tenantId, t.usuarioId)],
);

/** Kinds of daily bulletin a user may subscribe to (`ObterTiposBoletim`). */
export const tipoBoletim = pgTable(
  'tipo_boletim',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    id: integer('id').notNull(),
    nome: text('nome').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** Mail that would go out when no SMTP server is configured (development and tests read it). */
export const caixaSaida = pgTable('caixa_saida', {
  id: serial('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  para: text('para').notNull(),
  assunto: text('assunto').notNull(),
  texto: text('texto').notNull(),
  /** The attachments' names, types and sizes (their bytes are SMTP's, not kept here). */
  anexos: jsonb('anexos')
    .$type<{ nome: string; tipoConteudo: string; tamanho: number }[]>()
    .notNull()
    .default([]),
  criadoEm: instant('criado_em').notNull().defaultNow(),
});

/**
 * Fixed-window counters of the rate limiter; kept in the database so every instance agrees. Per
 * tenant like every tenant table (row-level security): a client address counts per tenant.
 */
export const limiteTentativa = pgTable(
  'limite_tentativa',
  {
    chave: text('chave').notNull(),
    tenantId: text('tenant_id').notNull(),
    janelaInicio: instant('janela_inicio').notNull(),
    contagem: integer('contagem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.chave] })],
);
