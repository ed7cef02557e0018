// Idempotent seed: run at every start; inserts what is missing and never overwrites data an
// administrator has changed (ON CONFLICT DO NOTHING throughout).
import { eventCatalogue, PORTAL_SYSTEM } from '@emplacamento/access';
import { and, eq, sql } from 'drizzle-orm';
import type { ScryptCost } from '../config.js';
import { withTenant, type Db } from '../db/client.js';
import {
  evento,
  parametro,
  perfil,
  perfilEvento,
  tenant,
  tipoBoletim,
  usuario,
} from '../db/schema.js';
import { hashPassword } from '../auth/password.js';
import {
  DEMO_PASSWORD,
  demoParameters,
  demoPending,
  demoProfiles,
  demoTenants,
  demoTiposBoletim,
} from './demo.js';

/** The event catalogue of @emplacamento/access; every tenant shares it. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(evento)
    .values(
      eventCatalogue.map((e) => ({
        id: e.id,
        codigo: e.codigo,
        nome: e.nome,
        sistema: PORTAL_SYSTEM,
        modulo: e.modulo,
      })),
    )
    .onConflictDoNothing();
}

/** Tenants, profiles, events per profile, parameters, bulletin types and one user per profile. */
export async function seedDemo(db: Db, cost: ScryptCost): Promise<void> {
  await seedCatalogue(db);
  // One hash for all demo users of a run: they share the documented password anyway.
  let passwordHash: string | undefined;
  for (const t of demoTenants) {
    // Each tenant's rows are written in its own scope: the seed is bound by the policies too.
    await withTenant(db, t.id, async () => {
      await db
        .insert(tenant)
        .values({
          id: t.id,
          nome: t.nome,
          hosts: t.hosts,
          corPrimaria: t.corPrimaria,
          dominioEmail: t.dominioEmail,
        })
        // A tenant seeded before it had a mail domain gets it; one it has is left as it is.
        .onConflictDoUpdate({
          target: tenant.id,
          set: { dominioEmail: sql`coalesce(${tenant.dominioEmail}, excluded.dominio_email)` },
        });
      await db
        .insert(parametro)
        .values(demoParameters(t).map((p) => ({ ...p, tenantId: t.id })))
        .onConflictDoNothing();
      await db
        .insert(tipoBoletim)
        .values(demoTiposBoletim.map((b) => ({ ...b, tenantId: t.id })))
        .onConflictDoNothing();
      await db
        .insert(perfil)
        .values(
          demoProfiles.map((p) => ({
            tenantId: t.id,
            id: p.id,
            nome: p.nome,
            ehAdmin: p.ehAdmin,
            descricao: `Perfil ${p.nome}`,
          })),
        )
        .onConflictDoNothing();
      const grants = demoProfiles.flatMap((p) =>
        p.eventos.map((eventoId) => ({ tenantId: t.id, perfilId: p.id, eventoId })),
      );
      const [granted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(perfilEvento)
        .where(eq(perfilEvento.tenantId, t.id));
      // Grants are seeded once: afterwards the permission matrix belongs to the administrators.
      if ((granted?.n ?? 0) === 0)
        await db.insert(perfilEvento).values(grants).onConflictDoNothing();

      const people = [
        ...demoProfiles.map((p) => ({
          login: p.login,
          nome: p.usuario,
          perfilId: p.id,
          pendente: false,
        })),
        {
          login: demoPending.login,
          nome: demoPending.usuario,
          perfilId: demoPending.perfilId,
          pendente: true,
        },
      ];
      for (const person of people) {
        const login = `${person.login}@${t.dominioEmail}`;
        const [existing] = await db
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(eq(usuario.tenantId, t.id), sql`lower(${usuario.login}) = ${login}`));
        if (existing) continue;
        passwordHash ??= await hashPassword(DEMO_PASSWORD, cost);
        await db
          .insert(usuario)
          .values({
            tenantId: t.id,
            login,
            nome: person.nome,
            perfilId: person.perfilId,
            pendente: person.pendente,
            senhaHash: person.pendente ? null : passwordHash,
            dadosAdicionais: {
              nomeCompleto: person.nome,
              tiposBoletim: person.perfilId === 7 ? [1] : [],
            },
          })
          .onConflictDoNothing();
      }
    });
  }
}
