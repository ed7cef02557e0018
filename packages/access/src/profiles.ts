import type { LoggedUser } from './session';

/** Ids of the system parameters (§3) the profile rules read; the back end seeds them per tenant. */
export const PARAMETER_IDS = {
  /** Semicolon-separated ids of the group (business group) profiles. */
  perfisGrupo: 'EMP_PERFIS_GRUPO',
  /** Semicolon-separated ids of the admin profiles. */
  perfisAdmin: 'EMP_PERFIS_ADMIN',
  /** Semicolon-separated ids of the store (dealership) profiles. */
  perfisLoja: 'EMP_PERFIS_LOJA',
  /** Semicolon-separated ids of the regional profiles. */
  perfisRegional: 'EMP_PERFIS_REGIONAL',
  associacaoGrupoEconomico: 'EMP_ASSOCIACAO_GRUPO_ECONOMICO',
} as const;

/** The four profile-code lists, parsed. */
export interface ProfileParameters {
  readonly grupo: readonly string[];
  readonly admin: readonly string[];
  readonly loja: readonly string[];
  readonly regional: readonly string[];
}

/** A profile as the profiles list returns it. */
export interface Perfil {
  readonly id: string;
  readonly nome: string;
}

/** §6 and §8: raised when the parameters or the user are needed and not loaded. */
export class SystemParametersNotLoadedError extends Error {
  constructor() {
    super('Os parâmetros do sistema não foram carregados corretamente!');
    this.name = 'SystemParametersNotLoadedError';
  }
}

/** The tenant whose non-admin users do not see the profile {@link GRUPO_DEALER_PROFILE}. */
export const ABRACAF = 'Abracaf';
/** The profile hidden from Abracaf's non-admin roles. */
export const GRUPO_DEALER_PROFILE = 'Concessionária Grupo Dealer';

// Ids come from text parameters and from JSON (numbers or GUIDs): compare them as trimmed,
// lowercased text so `12`, ` 12` and GUIDs in either case all match.
const normalizeId = (id: string | number): string => String(id).trim().toLowerCase();

/** Parses a profile-code list parameter (`"1; 2;3;"` → `['1', '2', '3']`); empty or null → []. */
export function parseProfileCodeList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(';')
    .map(normalizeId)
    .filter((id) => id !== '');
}

/** The four lists from their raw parameter values (keyed as {@link PARAMETER_IDS}). */
export function profileParametersFrom(raw: {
  readonly perfisGrupo: string | null;
  readonly perfisAdmin: string | null;
  readonly perfisLoja: string | null;
  readonly perfisRegional: string | null;
}): ProfileParameters {
  return {
    grupo: parseProfileCodeList(raw.perfisGrupo),
    admin: parseProfileCodeList(raw.perfisAdmin),
    loja: parseProfileCodeList(raw.perfisLoja),
    regional: parseProfileCodeList(raw.perfisRegional),
  };
}

const inList = (list: readonly string[], id: string): boolean => list.includes(normalizeId(id));

/** §6: admin when flagged ehAdmin or when the user's profile is in the admin list. */
export function isAdminUser(user: LoggedUser, params: ProfileParameters): boolean {
  return user.ehAdmin || inList(params.admin, user.profileId);
}

/**
 * The profiles a user may pick when creating or editing users (§6): admins see all; a group-profile
 * user sees group and store profiles; anyone else only store profiles. For the tenant Abracaf a
 * role whose name lacks "Admin" never sees {@link GRUPO_DEALER_PROFILE}.
 *
 * @throws {SystemParametersNotLoadedError} when the parameters or the user are not loaded.
 */
export function visibleProfiles<P extends Perfil>(
  profiles: readonly P[],
  context: {
    readonly user: LoggedUser | null;
    readonly params: ProfileParameters | null;
    readonly tenant: string;
  },
): P[] {
  const { user, params, tenant } = context;
  if (user === null || params === null) throw new SystemParametersNotLoadedError();
  let visible: P[];
  if (isAdminUser(user, params)) visible = [...profiles];
  else if (inList(params.grupo, user.profileId)) {
    visible = profiles.filter((p) => inList(params.grupo, p.id) || inList(params.loja, p.id));
  } else visible = profiles.filter((p) => inList(params.loja, p.id));
  if (tenant.toLowerCase() === ABRACAF.toLowerCase() && !user.role.includes('Admin')) {
    visible = visible.filter((p) => p.nome.trim() !== GRUPO_DEALER_PROFILE);
  }
  return visible;
}

/** A scope field of the user form. */
export type ScopeField = 'grupoEconomico' | 'grupoEmpresa' | 'regiaoOperacional' | 'concessionaria';

/** Which scope fields the user form shows for a profile and which it requires. */
export interface ScopeFields {
  readonly visible: readonly ScopeField[];
  readonly required: readonly ScopeField[];
}

/**
 * §6: group and store profiles see economic group, business group, operational region and
 * dealership, and must give a dealership; regional profiles see and must give an operational
 * region; other profiles (admins, staff) have no scope.
 */
export function scopeFieldsFor(profileId: string, params: ProfileParameters): ScopeFields {
  if (inList(params.grupo, profileId) || inList(params.loja, profileId)) {
    return {
      visible: ['grupoEconomico', 'grupoEmpresa', 'regiaoOperacional', 'concessionaria'],
      required: ['concessionaria'],
    };
  }
  if (inList(params.regional, profileId)) {
    return { visible: ['regiaoOperacional'], required: ['regiaoOperacional'] };
  }
  return { visible: [], required: [] };
}

/** A brand-validation type (§6, §9: ids 1 to 4). */
export interface BrandValidationType {
  readonly id: 1 | 2 | 3 | 4;
  readonly nome: 'Diário' | 'Trimestral' | 'Padrão' | 'Detalhado';
}

/** All brand-validation types, by id. */
export const BRAND_VALIDATION_TYPES: readonly BrandValidationType[] = Object.freeze([
  { id: 1, nome: 'Diário' },
  { id: 2, nome: 'Trimestral' },
  { id: 3, nome: 'Padrão' },
  { id: 4, nome: 'Detalhado' },
]);

/** §6: admins may start every type; anyone else only Padrão (3). */
export function brandValidationTypesFor(isAdmin: boolean): readonly BrandValidationType[] {
  return isAdmin ? BRAND_VALIDATION_TYPES : BRAND_VALIDATION_TYPES.filter((type) => type.id === 3);
}

/** §6: the economic-group permission holds when the association parameter equals Abracaf. */
export function hasEconomicGroupPermission(associacaoGrupoEconomico: string | null): boolean {
  return associacaoGrupoEconomico?.trim().toLowerCase() === ABRACAF.toLowerCase();
}

/** §3: EMP_ASSOCIACAO_GRUPO_ECONOMICO = N → "Grupo Econômico", anything else → "Grupo Empresa". */
export function groupTitle(
  associacaoGrupoEconomico: string | null,
): 'Grupo Econômico' | 'Grupo Empresa' {
  return associacaoGrupoEconomico?.trim().toUpperCase() === 'N'
    ? 'Grupo Econômico'
    : 'Grupo Empresa';
}

/** What a tenant calls its business groups (§3): economic groups where the parameter is N. */
export type GroupNaming = 'economic' | 'company';

/** The {@link GroupNaming} of {@link groupTitle}. */
export function groupNaming(associacaoGrupoEconomico: string | null): GroupNaming {
  return groupTitle(associacaoGrupoEconomico) === 'Grupo Econômico' ? 'economic' : 'company';
}

/** The i18n key of the business-group list's title (and menu entry), in every language. */
export function groupTitleKey(
  associacaoGrupoEconomico: string | null,
): 'groups.economic' | 'groups.company' {
  return groupNaming(associacaoGrupoEconomico) === 'economic'
    ? 'groups.economic'
    : 'groups.company';
}

/**
 * The i18n key of the economic-group list's title. Where the business groups are called economic
 * groups, that name is taken: the list of groups of them is "Grupos de grupos econômicos", so no
 * two menu entries share a name (ADR 0250).
 */
export function economicGroupTitleKey(
  associacaoGrupoEconomico: string | null,
): 'groups.nested' | 'routes.admin-panel-group-economic-list' {
  return groupNaming(associacaoGrupoEconomico) === 'economic'
    ? 'groups.nested'
    : 'routes.admin-panel-group-economic-list';
}
