/**
 * The logged user of §3, as the portal stores it locally and the API returns it from
 * `ObterUsuarioLogado`, and the systems (with their events) the user is granted.
 */

/** A CASL action of the product. `manage` covers every action, `read` is what routes ask. */
export type Action = 'manage' | 'read';

/** One permission rule as stored with the user (`{ action, subject }`). */
export interface AbilityRule {
  readonly action: Action;
  /** A lowercased event code, `Auth`, `Logged`, or `''` for the default rule. */
  readonly subject: string;
}

/** The rule a user holds before the real rules arrive (§3: read with empty subject). */
export const defaultAbilityRules: readonly AbilityRule[] = Object.freeze([
  Object.freeze({ action: 'read', subject: '' } as const),
]);

/** The logged-in user (§3), stored locally by the portal. */
export interface LoggedUser {
  readonly id: string;
  readonly groupId: string | null;
  readonly fullName: string;
  readonly username: string;
  /** Equal to the login. */
  readonly email: string;
  readonly profileId: string;
  /** The profile name (e.g. `Administrador`, `Boletim Diário`); drives the landing route. */
  readonly role: string;
  readonly ehAdmin: boolean;
  readonly ability: readonly AbilityRule[];
  /** The user's dealership (a dealership's user); absent for everyone else. */
  readonly empresaId?: string;
  /**
   * The user's dealership has a charge unpaid past its due date, as the user was last read (the
   * portal's banner tells the dealership's users, and reads the user again when the server says
   * the flag changed). Absent when nothing is owed or the user has no dealership.
   */
  readonly pendenciaFinanceira?: boolean;
}

/** An event (permission) as the API lists it inside a system or module. */
export interface EventoSistema {
  readonly codigo: string;
  readonly nome?: string;
}

/** A module of a system, with its events. */
export interface ModuloSistema {
  readonly nome: string;
  readonly eventos: readonly EventoSistema[];
}

/** A system the user may use (`EmplacamentoPortal`, ...): its root events and its modules. */
export interface SistemaUsuario {
  readonly nome: string;
  readonly eventos: readonly EventoSistema[];
  readonly modulos: readonly ModuloSistema[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRule = (value: unknown): value is AbilityRule =>
  isRecord(value) &&
  (value.action === 'manage' || value.action === 'read') &&
  typeof value.subject === 'string';

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/**
 * Reads a logged user from untrusted storage (localStorage, a cookie, a JSON body). Returns null
 * when a required field is missing or of the wrong type, so a stale or tampered entry logs the
 * user out instead of crashing the shell. A missing or malformed ability falls back to
 * {@link defaultAbilityRules}.
 */
export function parseLoggedUser(value: unknown): LoggedUser | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  const profileId = idOf(value.profileId);
  const { fullName, username, email, role, ehAdmin, ability } = value;
  if (
    id === null ||
    profileId === null ||
    typeof fullName !== 'string' ||
    typeof username !== 'string' ||
    typeof email !== 'string' ||
    typeof role !== 'string' ||
    typeof ehAdmin !== 'boolean'
  ) {
    return null;
  }
  const rules = Array.isArray(ability) && ability.every(isRule) ? ability : defaultAbilityRules;
  const empresaId = idOf(value.empresaId);
  return {
    id,
    groupId: idOf(value.groupId),
    fullName,
    username,
    email,
    profileId,
    role,
    ehAdmin,
    ability: rules.map(({ action, subject }) => ({ action, subject })),
    ...(empresaId === null ? {} : { empresaId }),
    ...(value.pendenciaFinanceira === true ? { pendenciaFinanceira: true } : {}),
  };
}
