// The signed-in user of a request: token → tenant check → user (active) → profile events →
// abilities built by @emplacamento/access exactly as the portal builds them (product rules §6).
import {
  createAbility,
  portalSystemFor,
  rulesFromSystems,
  type AbilityRule,
  type AppAbility,
  type EventModule,
  type LoggedUser,
  type SistemaUsuario,
} from '@emplacamento/access';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { evento, perfil, perfilEvento, usuario } from '../db/schema.js';
import { forbidden, unauthenticated } from '../http/problem.js';
import type { NamedCache } from '../cache/registry.js';
import type { Tenant } from '../tenants.js';
import type { TokenService } from './tokens.js';

/** What a profile's events grant: the same for every user of the profile, so it is cached. */
export interface ProfilePermissions {
  sistemas: SistemaUsuario[];
  rules: AbilityRule[];
  ability: AppAbility;
}

/** What the session check reads of a sign-in: the user, its profile, whether the sign-in stands. */
export interface SessionRow {
  usuario: typeof usuario.$inferSelect;
  perfil: typeof perfil.$inferSelect;
  alive: boolean;
}

/** The signed-in user as handlers see it. */
export interface Session {
  tenantId: string;
  sistema: string;
  /** Refresh-token family of this sign-in. */
  familia?: string;
  /** When the request's access token expires (what a long-lived answer, a stream, must honour). */
  expiraEm?: Date;
  usuario: {
    id: number;
    nome: string;
    login: string;
    perfilId: number;
    grupoId: number | null;
    dadosAdicionais: Record<string, unknown>;
  };
  perfil: { id: number; nome: string; ehAdmin: boolean };
  sistemas: SistemaUsuario[];
  rules: AbilityRule[];
  ability: AppAbility;
  can(action: 'manage' | 'read', subject: string): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessao?: Session;
  }
}

/** The session of a request that went through a secured route. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.sessao) throw unauthenticated();
  return request.sessao;
}

/** The logged user in the shape of @emplacamento/access (string ids). */
export function loggedUserOf(session: Session): LoggedUser {
  return {
    id: String(session.usuario.id),
    groupId: session.usuario.grupoId === null ? null : String(session.usuario.grupoId),
    fullName: session.usuario.nome,
    username: session.usuario.login,
    email: session.usuario.login,
    profileId: String(session.perfil.id),
    role: session.perfil.nome,
    ehAdmin: session.perfil.ehAdmin,
    ability: session.rules,
  };
}

/** Builds sessions from bearer tokens. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly permissions: NamedCache<ProfilePermissions>,
    private readonly checks: NamedCache<SessionRow | undefined>,
  ) {}

  /** 401 without a valid token or active user; 403 when the token is another tenant's. */
  async authenticate(request: FastifyRequest, tenant: Tenant): Promise<Session> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('detalhe.token-ausente', 'token-ausente');
    const claims = await this.tokens.verify(match[1]);
    if (claims.tenantId !== tenant.id) {
      throw forbidden('detalhe.token-outro-dominio', 'token-outro-dominio');
    }
    // The user and the sign-in are read in one statement and kept for a couple of seconds: a
    // deactivation or a revoked family done through this process clears them and takes effect on
    // the next call; done elsewhere, once they expire (docs/decisions/0115, 0214).
    const found = await this.checks.get(
      tenant.id,
      `${String(claims.usuarioId)}:${claims.familia ?? ''}`,
      () => this.read(tenant.id, claims.usuarioId, claims.familia),
    );
    if (!found) throw unauthenticated('detalhe.usuario-inativo-inexistente', 'usuario-inativo');
    if (!found.alive) throw unauthenticated('detalhe.sessao-encerrada', 'sessao-encerrada');
    const session = await this.sessionFrom(tenant.id, claims.sistema, found);
    if (claims.familia) session.familia = claims.familia;
    if (claims.expiraEm) session.expiraEm = claims.expiraEm;
    request.sessao = session;
    return session;
  }

  /**
   * Whether the sign-in of a session still stands (the user active, the family not revoked), as
   * the session check judges it: what an open event stream asks after a write that can end it.
   */
  async stands(tenantId: string, usuarioId: number, familia: string | undefined): Promise<boolean> {
    const found = await this.checks.get(tenantId, `${String(usuarioId)}:${familia ?? ''}`, () =>
      this.read(tenantId, usuarioId, familia),
    );
    return found?.alive === true;
  }

  /** The session of an active user of the tenant, or null. */
  async load(tenantId: string, usuarioId: number, sistema: string): Promise<Session | null> {
    const found = await this.read(tenantId, usuarioId, undefined);
    return found ? this.sessionFrom(tenantId, sistema, found) : null;
  }

  /**
   * An active user of the tenant with an active profile, and whether the sign-in `familia` still
   * stands (true without one: a token without a family is judged by the user alone); undefined
   * when there is no such user.
   */
  private async read(
    tenantId: string,
    usuarioId: number,
    familia: string | undefined,
  ): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select({
        usuario,
        perfil,
        alive:
          familia === undefined ? sql<boolean>`true` : this.tokens.familyAlive(tenantId, familia),
      })
      .from(usuario)
      .innerJoin(
        perfil,
        and(eq(perfil.tenantId, usuario.tenantId), eq(perfil.id, usuario.perfilId)),
      )
      .where(
        and(
          eq(usuario.tenantId, tenantId),
          eq(usuario.id, usuarioId),
          eq(usuario.status, 'Ativo'),
          eq(usuario.pendente, false),
        ),
      );
    return row?.perfil.ativo ? row : undefined;
  }

  /** The session of a row `read` found: the profile's permissions come from their cache. */
  private async sessionFrom(
    tenantId: string,
    sistema: string,
    row: { usuario: typeof usuario.$inferSelect; perfil: typeof perfil.$inferSelect },
  ): Promise<Session> {
    const profileId = row.perfil.id;
    const { sistemas, rules, ability } = await this.permissions.get(
      tenantId,
      String(profileId),
      () => this.profilePermissions(tenantId, profileId),
    );
    return {
      tenantId,
      sistema,
      usuario: {
        id: row.usuario.id,
        nome: row.usuario.nome,
        login: row.usuario.login,
        perfilId: row.usuario.perfilId,
        grupoId: row.usuario.grupoId,
        dadosAdicionais: row.usuario.dadosAdicionais,
      },
      perfil: { id: row.perfil.id, nome: row.perfil.nome, ehAdmin: row.perfil.ehAdmin },
      sistemas,
      rules,
      ability,
      can: (action, subject) => ability.can(action, subject),
    };
  }

  /** The systems and abilities of a profile, from its events (product rules §6). */
  private async profilePermissions(
    tenantId: string,
    profileId: number,
  ): Promise<ProfilePermissions> {
    const events = await this.db
      .select({ id: evento.id, codigo: evento.codigo, nome: evento.nome, modulo: evento.modulo })
      .from(perfilEvento)
      .innerJoin(evento, eq(evento.id, perfilEvento.eventoId))
      .where(and(eq(perfilEvento.tenantId, tenantId), eq(perfilEvento.perfilId, profileId)))
      .orderBy(asc(evento.id));
    const sistemas = [
      portalSystemFor(
        events.map((e) => ({ ...e, modulo: (e.modulo ?? 'painel-administrativo') as EventModule })),
      ),
    ];
    const rules = rulesFromSystems(sistemas);
    return { sistemas, rules, ability: createAbility(rules) };
  }
}
