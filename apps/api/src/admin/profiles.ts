// Profiles and the permission matrix. The events a profile holds become the abilities of its users
// (built by @emplacamento/access in auth/session.ts). A caller sees only the profiles they may
// assign, grants only events they hold, and only an administrator grants administration.
import { PORTAL_SYSTEM } from '@emplacamento/access';
import { profileServerMessage, validateProfile } from '@emplacamento/validators';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { evento, perfil, perfilEvento, usuario } from '../db/schema.js';
import { searchAny } from '../http/listing.js';
import { fieldError } from '../http/contract.js';
import { forbidden, invalid, problemOf } from '../http/problem.js';
import type { BodyOf } from '../http/route.js';
import { visibleProfileIds } from '../users/service.js';

/** The profiles screen's event. */
export const PERFIS = 'emp_perfil';
/** The users screen lists profiles for its profile field. */
const USUARIOS = 'emp_usuario';

type PerfilBody = BodyOf<'salvarPerfil'>;

async function profileOr404(s: Services, tenantId: string, id: number) {
  const [row] = await s.db
    .select()
    .from(perfil)
    .where(and(eq(perfil.tenantId, tenantId), eq(perfil.id, id)));
  if (!row) throw problemOf(404, 'nao-encontrado', 'detalhe.perfil-nao-encontrado');
  return row;
}

/** The contract's Perfil from a row and its user count. */
export function toPerfilDto(row: typeof perfil.$inferSelect, quantidadeUsuarios: number) {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao === '' ? null : row.descricao,
    ativo: row.ativo,
    ehAdmin: row.ehAdmin,
    sistema: PORTAL_SYSTEM,
    quantidadeUsuarios,
  };
}

async function profileDto(s: Services, row: typeof perfil.$inferSelect) {
  const [users] = await s.db
    .select({ n: count() })
    .from(usuario)
    .where(and(eq(usuario.tenantId, row.tenantId), eq(usuario.perfilId, row.id)));
  return toPerfilDto(row, users?.n ?? 0);
}

/** Only an admin profile may create or edit admin profiles: no climbing above one's own rights. */
function assertMayGrantAdmin(session: Session, wantsAdmin: boolean): void {
  if (wantsAdmin && !session.perfil.ehAdmin) throw forbidden('detalhe.perfil-admin-somente-admin');
}

/** The profiles the caller may see, with their user counts. */
export async function listProfiles(
  s: Services,
  session: Session,
  query: { nome?: string; ativo?: boolean },
) {
  if (!session.can('manage', PERFIS) && !session.can('manage', USUARIOS)) throw forbidden();
  const { nome, ativo } = query;
  const visible = await visibleProfileIds(s, session);
  const rows = await s.db
    .select()
    .from(perfil)
    .where(
      and(
        eq(perfil.tenantId, session.tenantId),
        inArray(perfil.id, visible.length > 0 ? visible : [-1]),
        ativo === undefined ? undefined : eq(perfil.ativo, ativo),
        searchAny(nome, [sql`${perfil.nome}`]),
      ),
    )
    .orderBy(asc(perfil.nome));
  const counts = await s.db
    .select({ perfilId: usuario.perfilId, n: count() })
    .from(usuario)
    .where(eq(usuario.tenantId, session.tenantId))
    .groupBy(usuario.perfilId);
  const byProfile = new Map(counts.map((c) => [c.perfilId, c.n]));
  return rows.map((row) => toPerfilDto(row, byProfile.get(row.id) ?? 0));
}

/**
 * Creates (no id) or updates a profile: the shared rules over the trimmed values (" A " is a
 * one-letter name), then the name unique per tenant, case-insensitive.
 */
export async function saveProfile(s: Services, session: Session, body: PerfilBody) {
  const nome = body.nome.trim();
  const descricao = body.descricao?.trim() ?? '';
  const ruleErrors = Object.entries(validateProfile({ nome, descricao })).map(
    ([field, message]) => ({ field, message }),
  );
  if (ruleErrors.length > 0) throw invalid(ruleErrors);
  const [sameName] = await s.db
    .select({ id: perfil.id })
    .from(perfil)
    .where(
      and(
        eq(perfil.tenantId, session.tenantId),
        sql`lower(${perfil.nome}) = ${nome.toLowerCase()}`,
      ),
    );
  if (sameName && sameName.id !== body.id) {
    throw problemOf(409, 'conflito', 'detalhe.perfil-nome-duplicado', undefined, [
      { field: 'nome', message: profileServerMessage('nome_unico') },
    ]);
  }
  // The contract's default (false) is filled in by the request validation; `??` says it in types.
  const ehAdmin = body.ehAdmin ?? false;
  assertMayGrantAdmin(session, ehAdmin);
  const values = { nome, descricao, ativo: body.ativo, ehAdmin };
  if (body.id !== undefined) {
    const current = await profileOr404(s, session.tenantId, body.id);
    assertMayGrantAdmin(session, current.ehAdmin);
    if (current.id === session.perfil.id && !body.ativo) {
      throw invalid([{ field: 'ativo', message: profileServerMessage('proprio_perfil_inativo') }]);
    }
    await s.db
      .update(perfil)
      .set(values)
      .where(and(eq(perfil.tenantId, session.tenantId), eq(perfil.id, current.id)));
    return profileDto(s, await profileOr404(s, session.tenantId, current.id));
  }
  // Ids are per tenant; the lock-free max+1 is retried by the primary key if two race.
  const [next] = await s.db
    .select({ id: sql<number>`coalesce(max(${perfil.id}), 0)::int + 1` })
    .from(perfil)
    .where(eq(perfil.tenantId, session.tenantId));
  const [created] = await s.db
    .insert(perfil)
    .values({ tenantId: session.tenantId, id: next?.id ?? 1, ...values })
    .returning();
  if (!created) throw new Error('insert returned nothing');
  return profileDto(s, created);
}

/** Every event, marked when the profile holds it. */
export async function eventsOfProfile(s: Services, session: Session, perfilId: number) {
  await profileOr404(s, session.tenantId, perfilId);
  const granted = await s.db
    .select({ id: perfilEvento.eventoId })
    .from(perfilEvento)
    .where(and(eq(perfilEvento.tenantId, session.tenantId), eq(perfilEvento.perfilId, perfilId)));
  const selected = new Set(granted.map((g) => g.id));
  const events = await s.db.select().from(evento).orderBy(asc(evento.id));
  return events.map((e) => ({
    id: e.id,
    codigo: e.codigo,
    nome: e.nome,
    descricao: null,
    modulo: e.modulo,
    eventoPaiId: null,
    selecionado: selected.has(e.id),
  }));
}

/** Replaces the events of a profile. */
export async function setProfileEvents(
  s: Services,
  session: Session,
  { perfilId, eventoIds }: { perfilId: number; eventoIds: number[] },
): Promise<void> {
  const target = await profileOr404(s, session.tenantId, perfilId);
  assertMayGrantAdmin(session, target.ehAdmin);
  const catalogue = await s.db.select().from(evento);
  const unknown = eventoIds.filter((id) => !catalogue.some((e) => e.id === id));
  if (unknown.length > 0) {
    throw invalid([
      fieldError('eventoIds', {
        code: 'campo.eventos-inexistentes',
        params: { ids: unknown.join(', ') },
      }),
    ]);
  }
  const held = await s.db
    .select({ id: perfilEvento.eventoId })
    .from(perfilEvento)
    .where(and(eq(perfilEvento.tenantId, session.tenantId), eq(perfilEvento.perfilId, perfilId)));
  const before = new Set(held.map((h) => h.id));
  const after = new Set(eventoIds);
  // Nobody grants or withdraws what they do not hold themselves; an event the profile keeps as it
  // was is no change, so a matrix saved by someone with fewer rights keeps the ones they lack.
  const beyond = catalogue.filter(
    (e) => before.has(e.id) !== after.has(e.id) && !session.can('manage', e.codigo.toLowerCase()),
  );
  if (beyond.length > 0) {
    throw problemOf(403, 'sem-permissao', 'detalhe.eventos-nao-possuidos', {
      codigos: beyond.map((e) => e.codigo).join(', '),
    });
  }
  await s.db.transaction(async (tx) => {
    await tx
      .delete(perfilEvento)
      .where(and(eq(perfilEvento.tenantId, session.tenantId), eq(perfilEvento.perfilId, perfilId)));
    if (eventoIds.length > 0) {
      await tx
        .insert(perfilEvento)
        .values(eventoIds.map((eventoId) => ({ tenantId: session.tenantId, perfilId, eventoId })));
    }
  });
}
