// Saved report views (docs/decisions/0265): a report's filters, a relative period's name and the
// rest of the page's address under a name, personal or shared with the tenant. A view is saved
// only as a run would take it (a report of the catalogue the user may open, the filters it allows,
// the tenant's ids, the dates or a preset of the report's reading); it is listed to its owner and,
// shared, to every user of the tenant who may open its report; only its owner changes it.
import {
  END_PRESETS,
  RANGE_PRESETS,
  isReportName,
  reportEntry,
  resourceOf,
  type RelativePeriod,
  type ReportName,
} from '@emplacamento/access';
import { validateSavedView, savedViewServerMessage } from '@emplacamento/validators';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { usuario } from '../db/schema.js';
import { favorito, visaoRelatorio } from '../db/schema-views.js';
import { refuseDuplicate } from '../db/unique-violation.js';
import { fieldError, type FieldError } from '../http/contract.js';
import type { ServerLocale } from '../http/messages/index.js';
import { folded } from '../http/paging.js';
import { forbidden, invalid, problemOf } from '../http/problem.js';
import type { BodyOf, ResponseOf } from '../http/route.js';
import { allowedDefinition, mayOpen } from '../reports/engine.js';
import { checkFilters, type Filtros } from '../reports/filters.js';
import { reportTitle } from '../reports/texts.js';

/** A view as the user sends it (VisaoRelatorioEntrada). */
export type Entrada = BodyOf<'criarVisao'>;
/** A view as the API answers it (VisaoRelatorio). */
export type Visao = ResponseOf<'criarVisao', 201>;

/** The event that lets a user share a view with the tenant. */
const SHARE = resourceOf('Emp_VisaoCompartilhada');

/** The presets a report of each reading accepts (`personalizado` is dates, not a preset). */
const PRESETS: Readonly<Record<'intervalo' | 'ate', readonly RelativePeriod[]>> = {
  intervalo: RANGE_PRESETS.filter((p) => p !== 'personalizado'),
  ate: END_PRESETS.filter((p) => p !== 'personalizado'),
};

/** The dates a report that reads a range needs. */
const RANGE_DATES = ['dataInicial', 'dataFinal'] as const;

/** What a view is stored as, once its input is checked. */
interface Checked {
  relatorio: ReportName;
  nome: string;
  filtros: Filtros;
  periodo: RelativePeriod | null;
  endereco: string;
  compartilhada: boolean;
}

/** The dates a view without a period must keep: those its report reads. */
function periodErrors(nome: ReportName, periodo: RelativePeriod | null, filtros: Filtros) {
  const entry = reportEntry(nome);
  const errors: FieldError[] = [];
  if (!entry.filters.includes('periodo')) {
    if (periodo !== null)
      errors.push(
        fieldError('Periodo', { code: 'campo.nao-esperado', params: { field: 'Periodo' } }),
      );
    return errors;
  }
  if (periodo !== null) {
    const accepted = PRESETS[entry.reading];
    if (!accepted.includes(periodo))
      errors.push(
        fieldError('Periodo', {
          code: 'campo.valores-permitidos',
          params: { field: 'Periodo', values: accepted.join(', ') },
        }),
      );
    return errors;
  }
  // No preset: the view opens on its dates, so the ones the report reads must be there.
  const needed = entry.reading === 'ate' ? (['dataFinal'] as const) : RANGE_DATES;
  for (const field of needed)
    if (filtros[field] === undefined)
      errors.push(fieldError(`Filtros.${field}`, { code: 'required', params: { field } }));
  const { dataInicial, dataFinal } = filtros;
  if (dataInicial && dataFinal && dataInicial > dataFinal)
    errors.push(
      fieldError('Filtros.dataInicial', {
        code: 'campo.invalido',
        params: { field: 'dataInicial' },
      }),
    );
  return errors;
}

/**
 * A view's input checked as a run would take it: 400 for a blank name, a report the catalogue does
 * not have, a period its reading does not accept or missing dates, a filter it does not allow or
 * an id that is not the tenant's; 403 for a report the user may not open or a share without
 * Emp_VisaoCompartilhada. With a preset, the dates are not kept: the preset names them.
 */
async function checkedInput(
  db: Db,
  session: Session,
  body: Entrada,
  locale: ServerLocale,
): Promise<Checked> {
  const errors: FieldError[] = Object.entries(
    validateSavedView({ Nome: body.Nome, Compartilhada: body.Compartilhada }, locale),
  ).map(([field, message]) => ({ field, message }));
  if (!isReportName(body.Relatorio))
    throw invalid([
      ...errors,
      fieldError('Relatorio', { code: 'campo.invalido', params: { field: 'Relatorio' } }),
    ]);
  if (errors.length > 0) throw invalid(errors);
  const relatorio = body.Relatorio;
  allowedDefinition(session, relatorio);
  if (body.Compartilhada && !session.can('manage', SHARE))
    throw forbidden('detalhe.visao-compartilhar-sem-permissao');
  const periodo = body.Periodo ?? null;
  const period = periodErrors(relatorio, periodo, body.Filtros);
  if (period.length > 0) throw invalid(period);
  await checkFilters(db, session.tenantId, reportEntry(relatorio).filters, body.Filtros, 'Filtros');
  const filtros: Filtros = { ...body.Filtros };
  if (periodo !== null) {
    delete filtros.dataInicial;
    delete filtros.dataFinal;
  }
  return {
    relatorio,
    nome: body.Nome.trim(),
    filtros,
    periodo,
    endereco: body.Endereco ?? '',
    compartilhada: body.Compartilhada,
  };
}

/** 409 in the user's language: the owner already has a view of this name (any case). */
const duplicateName = (locale: ServerLocale) =>
  problemOf(409, 'conflito', 'detalhe.visao-nome-duplicado', undefined, [
    { field: 'Nome', message: savedViewServerMessage('nome_unico', locale) },
  ]);

/** 409 when the owner has another view (not `except`) named `nome` ignoring case. */
async function assertNameFree(
  db: Db,
  session: Session,
  nome: string,
  locale: ServerLocale,
  except?: number,
): Promise<void> {
  const [same] = await db
    .select({ id: visaoRelatorio.id })
    .from(visaoRelatorio)
    .where(
      and(
        eq(visaoRelatorio.tenantId, session.tenantId),
        eq(visaoRelatorio.usuarioId, session.usuario.id),
        sql`lower(${visaoRelatorio.nome}) = lower(${nome})`,
        except === undefined ? undefined : ne(visaoRelatorio.id, except),
      ),
    );
  if (same) throw duplicateName(locale);
}

/** The views the user sees (its own and the tenant's shared ones), with author and star. */
function visibleRows(db: Db, session: Session, where?: SQL) {
  const me = session.usuario.id;
  return db
    .select({
      id: visaoRelatorio.id,
      usuarioId: visaoRelatorio.usuarioId,
      relatorio: visaoRelatorio.relatorio,
      nome: visaoRelatorio.nome,
      filtros: visaoRelatorio.filtros,
      periodo: visaoRelatorio.periodo,
      endereco: visaoRelatorio.endereco,
      compartilhada: visaoRelatorio.compartilhada,
      atualizadaEm: visaoRelatorio.atualizadaEm,
      autor: usuario.nome,
      estrela: favorito.id,
    })
    .from(visaoRelatorio)
    .innerJoin(usuario, eq(usuario.id, visaoRelatorio.usuarioId))
    .leftJoin(
      favorito,
      and(
        eq(favorito.tenantId, visaoRelatorio.tenantId),
        eq(favorito.usuarioId, me),
        eq(favorito.visaoId, visaoRelatorio.id),
      ),
    )
    .where(
      and(
        eq(visaoRelatorio.tenantId, session.tenantId),
        or(eq(visaoRelatorio.usuarioId, me), eq(visaoRelatorio.compartilhada, true)),
        where,
      ),
    )
    .orderBy(folded(visaoRelatorio.nome), asc(visaoRelatorio.nome), asc(visaoRelatorio.id));
}

/** A stored view seen by a user. */
export type VisibleView = Awaited<ReturnType<typeof visibleRows>>[number];

/** A view as the API answers it, its report titled in `locale`. */
export const visaoOf = (row: VisibleView, session: Session, locale: ServerLocale): Visao => ({
  Id: row.id,
  Nome: row.nome,
  Relatorio: row.relatorio,
  Titulo: isReportName(row.relatorio) ? reportTitle(row.relatorio, locale) : row.relatorio,
  Filtros: row.filtros,
  Periodo: row.periodo,
  Endereco: row.endereco,
  Compartilhada: row.compartilhada,
  Propria: row.usuarioId === session.usuario.id,
  Autor: row.autor,
  Favorita: row.estrela !== null,
  AtualizadaEm: row.atualizadaEm.toISOString(),
});

/** The view `id` if the user sees it (its own, or shared in the tenant); 404 otherwise. */
export async function visibleView(db: Db, session: Session, id: number): Promise<VisibleView> {
  const [row] = await visibleRows(db, session, eq(visaoRelatorio.id, id));
  if (!row) throw problemOf(404, 'nao-encontrado', 'detalhe.visao-nao-encontrada');
  return row;
}

/** The view `id` if the user owns it: 404 when it does not see it, 403 when it is another's. */
async function ownView(db: Db, session: Session, id: number): Promise<VisibleView> {
  const row = await visibleView(db, session, id);
  if (row.usuarioId !== session.usuario.id) throw forbidden('detalhe.visao-de-outro-usuario');
  return row;
}

/** listarVisoes: the views of reports the user may open today, by name. */
export async function listViews(db: Db, session: Session, locale: ServerLocale): Promise<Visao[]> {
  const rows = await visibleRows(db, session);
  return rows
    .filter((row) => mayOpen(session, row.relatorio))
    .map((row) => visaoOf(row, session, locale));
}

/** criarVisao: a new view of the user's. */
export async function createView(
  db: Db,
  session: Session,
  body: Entrada,
  locale: ServerLocale,
  now: Date,
): Promise<Visao> {
  const input = await checkedInput(db, session, body, locale);
  await assertNameFree(db, session, input.nome, locale);
  const [created] = await refuseDuplicate(
    () =>
      db
        .insert(visaoRelatorio)
        .values({
          ...input,
          tenantId: session.tenantId,
          usuarioId: session.usuario.id,
          criadaEm: now,
          atualizadaEm: now,
        })
        .returning({ id: visaoRelatorio.id }),
    () => duplicateName(locale),
  );
  if (!created) throw new Error('insert returned no row');
  return visaoOf(await visibleView(db, session, created.id), session, locale);
}

/** alterarVisao: the owner's view saved again with the input's name, share and filters. */
export async function updateView(
  db: Db,
  session: Session,
  id: number,
  body: Entrada,
  locale: ServerLocale,
  now: Date,
): Promise<Visao> {
  await ownView(db, session, id);
  const input = await checkedInput(db, session, body, locale);
  await assertNameFree(db, session, input.nome, locale, id);
  await refuseDuplicate(
    () =>
      db
        .update(visaoRelatorio)
        .set({ ...input, atualizadaEm: now })
        .where(and(eq(visaoRelatorio.tenantId, session.tenantId), eq(visaoRelatorio.id, id))),
    () => duplicateName(locale),
  );
  return visaoOf(await visibleView(db, session, id), session, locale);
}

/** removerVisao: the owner's view deleted, its stars with it (the foreign key cascades). */
export async function removeView(db: Db, session: Session, id: number): Promise<void> {
  await ownView(db, session, id);
  await db
    .delete(visaoRelatorio)
    .where(and(eq(visaoRelatorio.tenantId, session.tenantId), eq(visaoRelatorio.id, id)));
}
