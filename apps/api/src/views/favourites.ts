// Stars (Favoritos): one row per user and starred report or view (docs/decisions/0265). Starring
// twice or taking away a star that is not there changes nothing; a star is listed only while its
// report may still be opened by the user, or its view is still its own or shared.
import { and, asc, eq } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { favorito, visaoRelatorio } from '../db/schema-views.js';
import type { ResponseOf } from '../http/route.js';
import { allowedDefinition, mayOpen } from '../reports/engine.js';
import { visibleView } from './views.js';

type Favoritos = ResponseOf<'listarFavoritos', 200>;

const mine = (session: Session) =>
  and(eq(favorito.tenantId, session.tenantId), eq(favorito.usuarioId, session.usuario.id));

/** listarFavoritos: the user's stars still openable, oldest first. */
export async function listFavourites(db: Db, session: Session): Promise<Favoritos> {
  const rows = await db
    .select({
      relatorio: favorito.relatorio,
      visaoId: favorito.visaoId,
      visaoRelatorio: visaoRelatorio.relatorio,
      visaoDono: visaoRelatorio.usuarioId,
      compartilhada: visaoRelatorio.compartilhada,
    })
    .from(favorito)
    .leftJoin(
      visaoRelatorio,
      and(eq(visaoRelatorio.tenantId, favorito.tenantId), eq(visaoRelatorio.id, favorito.visaoId)),
    )
    .where(mine(session))
    .orderBy(asc(favorito.criadoEm), asc(favorito.id));
  const relatorios: string[] = [];
  const visoes: number[] = [];
  for (const row of rows) {
    if (row.relatorio !== null) {
      if (mayOpen(session, row.relatorio)) relatorios.push(row.relatorio);
    } else if (
      row.visaoId !== null &&
      row.visaoRelatorio !== null &&
      (row.visaoDono === session.usuario.id || row.compartilhada === true) &&
      mayOpen(session, row.visaoRelatorio)
    ) {
      visoes.push(row.visaoId);
    }
  }
  return { Relatorios: relatorios, Visoes: visoes };
}

/** marcarRelatorioFavorito: a report or chart the user may open (404 unknown, 403 not granted). */
export async function starReport(db: Db, session: Session, nome: string, now: Date) {
  allowedDefinition(session, nome);
  await db
    .insert(favorito)
    .values({
      tenantId: session.tenantId,
      usuarioId: session.usuario.id,
      relatorio: nome,
      criadoEm: now,
    })
    .onConflictDoNothing();
}

/** marcarVisaoFavorita: a view the user sees (404) of a report it may open (403). */
export async function starView(db: Db, session: Session, id: number, now: Date) {
  const view = await visibleView(db, session, id);
  allowedDefinition(session, view.relatorio);
  await db
    .insert(favorito)
    .values({
      tenantId: session.tenantId,
      usuarioId: session.usuario.id,
      visaoId: id,
      criadoEm: now,
    })
    .onConflictDoNothing();
}

/** desmarcarRelatorioFavorito / desmarcarVisaoFavorita: the star gone, if there was one. */
export async function unstar(
  db: Db,
  session: Session,
  target: { relatorio: string } | { visaoId: number },
) {
  await db
    .delete(favorito)
    .where(
      and(
        mine(session),
        'relatorio' in target
          ? eq(favorito.relatorio, target.relatorio)
          : eq(favorito.visaoId, target.visaoId),
      ),
    );
}
