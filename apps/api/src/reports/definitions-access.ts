// The access reports, over the access history: every report opening (`relatorio_acesso`, written
// by each run and export) and every sign-in (`acesso_portal`, written by each login). HistoricoAcesso
// lists them one by one; AcessoUsuario, AcessoGrupo and AcessoRelatorio count them per user, per
// business group and per report. They read people, not registrations: the scope is the users the
// profile may see. An administrator (or a profile without scope fields) sees every user of the
// tenant; a scoped profile sees the users attached to a dealership it may read (its own, its
// group's, its region's), and the users attached only to a business group when it may read every
// dealership of that group (so a dealership user never reads its group managers' accesses).
import { isReportName } from '@emplacamento/access';
import { sql, type SQL } from 'drizzle-orm';
import { idArray, profileDealerships } from '../analytics/scope.js';
import { queryRows } from '../db/client.js';
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { chosenOrMonthToDate } from './periods.js';
import { nextDay } from './read.js';
import { int, participacao, sum, text } from './shaping.js';
import { columnTitle, reportTitle } from './texts.js';

const ZONE = 'America/Sao_Paulo';
const usuario = text('usuario');
const login = text('login');
const perfil = text('perfil');
const grupoEmpresa = text('grupoEmpresa');
const concessionaria = text('concessionaria');
const relatorio = text('relatorio');
const acessos = int('acessos');
const entradas = int('entradas');
const usuarios = int('usuarios');
/** An instant as São Paulo's wall clock, `yyyy-MM-dd HH:mm:ss`: sortable, and what users read. */
const dataHora = (chave: 'acessadoEm' | 'ultimoAcesso'): Coluna => ({
  chave,
  tipo: 'data',
  titulo: chave,
});

/** A whole-number id kept in the user's additional data, else null. */
const idIn = (key: string) =>
  sql`case when jsonb_typeof(u.dados_adicionais -> ${key}) = 'number'
        then (u.dados_adicionais ->> ${key})::int end`;

/**
 * The users of the tenant the run may read, with their profile, dealership and business group
 * (the group of their dealership when they name none), as a `select` of the columns id, nome,
 * login, perfil, empresa_id, empresa, grupo_id, grupo.
 */
async function visibleUsers(ctx: RunContext): Promise<SQL> {
  const tenantId = ctx.scope.tenantId;
  const mine = await profileDealerships(ctx.db, ctx.session);
  const people = sql`select u.id, u.nome, u.login, p.nome as perfil,
      ${idIn('empresaId')} as empresa_id,
      coalesce(${idIn('grupoEmpresaId')}, (select c.grupo_empresa_id from concessionaria c
        where c.tenant_id = u.tenant_id and c.id = ${idIn('empresaId')})) as grupo_id
    from usuario u
    left join perfil p on p.tenant_id = u.tenant_id and p.id = u.perfil_id
    where u.tenant_id = ${tenantId}`;
  const conditions: SQL[] = [sql`true`];
  if (mine) {
    const readable = sql`coalesce((${mine}), false)`;
    conditions.push(sql`(v.empresa_id in (select c.id from concessionaria c
        where c.tenant_id = ${tenantId} and ${readable})
      or (v.empresa_id is null and v.grupo_id is not null
        and exists (select 1 from concessionaria c where c.tenant_id = ${tenantId}
          and c.grupo_empresa_id = v.grupo_id and ${readable})
        and not exists (select 1 from concessionaria c where c.tenant_id = ${tenantId}
          and c.grupo_empresa_id = v.grupo_id and not ${readable})))`);
  }
  const { grupoEmpresaId: grupos, empresaId: empresas } = ctx.filtros;
  if (grupos && grupos.length > 0) conditions.push(sql`v.grupo_id = any(${idArray(grupos)})`);
  if (empresas && empresas.length > 0)
    conditions.push(sql`v.empresa_id = any(${idArray(empresas)})`);
  return sql`select v.*, c.nome_fantasia as empresa, g.nome as grupo
    from (${people}) v
    left join concessionaria c on c.tenant_id = ${tenantId} and c.id = v.empresa_id
    left join grupo_empresa g on g.tenant_id = ${tenantId} and g.id = v.grupo_id
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Every access of the period by a readable user: `relatorio` is the embed name of the report
 * opened, null for a sign-in. The period's days are São Paulo's.
 */
async function accesses(ctx: RunContext): Promise<SQL> {
  const tenantId = ctx.scope.tenantId;
  const from = sql`(${ctx.periodo.first}::timestamp at time zone ${ZONE})`;
  const to = sql`(${nextDay(ctx.periodo.last)}::timestamp at time zone ${ZONE})`;
  return sql`select a.usuario_id, a.relatorio, a.acessado_em, v.nome, v.login, v.perfil,
      v.empresa, v.grupo_id, v.grupo
    from (
      select usuario_id, relatorio, acessado_em from relatorio_acesso
        where tenant_id = ${tenantId} and acessado_em >= ${from} and acessado_em < ${to}
      union all
      select usuario_id, null, acessado_em from acesso_portal
        where tenant_id = ${tenantId} and acessado_em >= ${from} and acessado_em < ${to}
    ) a
    join (${await visibleUsers(ctx)}) v on v.id = a.usuario_id`;
}

const wallClock = (column: SQL) =>
  sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The report's title, or the sign-in label for an access that opened none. */
const accessTitle = (ctx: RunContext, name: string | null) => {
  if (name === null) return columnTitle('entradaPortal', ctx.locale);
  return isReportName(name) ? reportTitle(name, ctx.locale) : name;
};

const report = {
  periodo: chosenOrMonthToDate,
} as const;

interface Counted {
  acessos: number;
  entradas: number;
}
/** The totals row of a count report: the sums of its counts, its leading columns blank. */
const totalsOf = (leading: readonly Coluna[], linhas: Linha[], keys: readonly string[]): Linha => ({
  ...Object.fromEntries(leading.map((c) => [c.chave, null])),
  ...Object.fromEntries(keys.map((k) => [k, sum(linhas, k)])),
});

export const accessDefinitions: readonly ReportDefinition[] = [
  {
    ...report,
    nome: 'HistoricoAcesso',
    dimensoes: [dataHora('acessadoEm'), usuario, login, perfil, grupoEmpresa, concessionaria],
    medidas: [text('acesso')],
    ordem: [{ column: 'acessadoEm', dir: 'desc' }],
    shape: async (ctx) => {
      const rows = await queryRows<{
        em: string;
        nome: string;
        login: string;
        perfil: string | null;
        grupo: string | null;
        empresa: string | null;
        relatorio: string | null;
      }>(
        ctx.db,
        sql`select ${wallClock(sql`h.acessado_em`)} as em, h.nome, h.login, h.perfil, h.grupo,
              h.empresa, h.relatorio
            from (${await accesses(ctx)}) h`,
      );
      return {
        colunas: [
          dataHora('acessadoEm'),
          usuario,
          login,
          perfil,
          grupoEmpresa,
          concessionaria,
          text('acesso'),
        ],
        linhas: rows.map((r) => ({
          acessadoEm: r.em,
          usuario: r.nome,
          login: r.login,
          perfil: r.perfil,
          grupoEmpresa: r.grupo,
          concessionaria: r.empresa,
          acesso: accessTitle(ctx, r.relatorio),
          relatorio: r.relatorio,
        })),
        totais: null,
      };
    },
  },
  {
    ...report,
    nome: 'AcessoUsuario',
    dimensoes: [usuario, login, perfil, concessionaria],
    medidas: [acessos, entradas, dataHora('ultimoAcesso')],
    ordem: [{ column: 'acessos', dir: 'desc' }],
    shape: async (ctx) => {
      const rows = await queryRows<
        Counted & {
          id: number;
          nome: string;
          login: string;
          perfil: string | null;
          empresa: string | null;
          ultimo: string;
        }
      >(
        ctx.db,
        sql`select h.usuario_id as id, min(h.nome) as nome, min(h.login) as login,
              min(h.perfil) as perfil, min(h.empresa) as empresa,
              (count(*) filter (where h.relatorio is not null))::int as acessos,
              (count(*) filter (where h.relatorio is null))::int as entradas,
              ${wallClock(sql`max(h.acessado_em)`)} as ultimo
            from (${await accesses(ctx)}) h group by h.usuario_id`,
      );
      const leading = [usuario, login, perfil, concessionaria];
      const linhas = rows.map((r) => ({
        usuarioId: r.id,
        usuario: r.nome,
        login: r.login,
        perfil: r.perfil,
        concessionaria: r.empresa,
        acessos: r.acessos,
        entradas: r.entradas,
        ultimoAcesso: r.ultimo,
      }));
      return {
        colunas: [...leading, acessos, entradas, dataHora('ultimoAcesso')],
        linhas,
        totais: { ...totalsOf(leading, linhas, ['acessos', 'entradas']), ultimoAcesso: null },
      };
    },
  },
  {
    ...report,
    nome: 'AcessoGrupo',
    dimensoes: [grupoEmpresa],
    medidas: [usuarios, acessos, entradas],
    ordem: [{ column: 'acessos', dir: 'desc' }],
    shape: async (ctx) => {
      const rows = await queryRows<
        Counted & { id: number | null; grupo: string | null; usuarios: number }
      >(
        ctx.db,
        sql`select h.grupo_id as id, min(h.grupo) as grupo,
              count(distinct h.usuario_id)::int as usuarios,
              (count(*) filter (where h.relatorio is not null))::int as acessos,
              (count(*) filter (where h.relatorio is null))::int as entradas
            from (${await accesses(ctx)}) h group by h.grupo_id`,
      );
      const linhas = rows.map((r) => ({
        grupoEmpresaId: r.id,
        // Users of no business group (the association's staff) count on one row of their own.
        grupoEmpresa: r.grupo ?? columnTitle('naoInformado', ctx.locale),
        usuarios: r.usuarios,
        acessos: r.acessos,
        entradas: r.entradas,
      }));
      return {
        colunas: [grupoEmpresa, usuarios, acessos, entradas],
        linhas,
        totais: totalsOf([grupoEmpresa], linhas, ['usuarios', 'acessos', 'entradas']),
      };
    },
  },
  {
    ...report,
    nome: 'AcessoRelatorio',
    dimensoes: [relatorio],
    medidas: [acessos, usuarios, participacao],
    ordem: [{ column: 'acessos', dir: 'desc' }],
    shape: async (ctx) => {
      const rows = await queryRows<{ relatorio: string; acessos: number; usuarios: number }>(
        ctx.db,
        sql`select h.relatorio, count(*)::int as acessos,
              count(distinct h.usuario_id)::int as usuarios
            from (${await accesses(ctx)}) h where h.relatorio is not null group by h.relatorio`,
      );
      const all = rows.reduce((n, r) => n + r.acessos, 0);
      const linhas = rows.map((r) => ({
        nome: r.relatorio,
        relatorio: accessTitle(ctx, r.relatorio),
        acessos: r.acessos,
        usuarios: r.usuarios,
        participacao: all === 0 ? 0 : (100 * r.acessos) / all,
      }));
      // Distinct users of the whole period: a user who opened two reports counts once.
      const [distinct] = await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(distinct h.usuario_id)::int as n
            from (${await accesses(ctx)}) h where h.relatorio is not null`,
      );
      return {
        colunas: [relatorio, acessos, usuarios, participacao],
        linhas,
        totais: {
          relatorio: null,
          acessos: all,
          usuarios: distinct?.n ?? 0,
          participacao: all === 0 ? 0 : 100,
        },
      };
    },
  },
];
