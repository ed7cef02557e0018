// The field rules of a portal user (Usuario and its DadosAdicionais), one source for the portal's
// form and the API's users service. Two rules depend on the tenant and the chosen profile, so they
// come in as options: the person document (CPF) is required where the tenant's parameter says so,
// and group, store and regional profiles require their scope field (dealership or region).
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of the user a user fills in, with its fixed rules, in form order. */
export const userRules = {
  login: 'required|email|max:254',
  perfilId: 'required',
  nomeCompleto: 'required|min:3|max:150',
  documento: 'cpf',
  telefone: 'telefone',
  grupoEconomicoId: '',
  grupoEmpresaId: '',
  regiaoOperacionalId: '',
  empresaId: '',
  tiposBoletim: '',
  dataExpiracao: 'date_format:yyyy-MM-dd',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the user. */
export type UserField = keyof typeof userRules;

/** The user's fields in form order. */
export const userFieldNames = Object.keys(userRules) as UserField[];

/** The scope fields a profile may require (the others have fixed rules). */
export type UserScopeField = 'empresaId' | 'regiaoOperacionalId';

/** What the tenant and the chosen profile add to the fixed rules. */
export interface UserRuleOptions {
  /** The tenant requires the person document (ADMINISTRACAO_CADASTRO_PESSOA_FISICA_DOCUMENTO_OBRIGATORIO = S). */
  readonly documentoObrigatorio?: boolean;
  /** The scope fields the chosen profile requires. @default [] */
  readonly obrigatorios?: readonly UserScopeField[];
}

type Labels = Readonly<Record<UserField, string>>;

const ptBR: Labels = {
  login: 'E-mail (login)',
  perfilId: 'Perfil',
  nomeCompleto: 'Nome completo',
  documento: 'CPF',
  telefone: 'Telefone',
  grupoEconomicoId: 'Grupo econômico',
  grupoEmpresaId: 'Grupo empresa',
  regiaoOperacionalId: 'Região operacional',
  empresaId: 'Concessionária',
  tiposBoletim: 'Boletins diários',
  dataExpiracao: 'Acesso até',
};

/** The user's field labels by locale (`pt` shares `pt-BR`'s). */
export const userLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: {
    login: 'Email (login)',
    perfilId: 'Profile',
    nomeCompleto: 'Full name',
    documento: 'CPF',
    telefone: 'Phone',
    grupoEconomicoId: 'Economic group',
    grupoEmpresaId: 'Business group',
    regiaoOperacionalId: 'Operational region',
    empresaId: 'Dealership',
    tiposBoletim: 'Daily bulletins',
    dataExpiracao: 'Access until',
  },
  fr: {
    login: 'E-mail (identifiant)',
    perfilId: 'Profil',
    nomeCompleto: 'Nom complet',
    documento: 'CPF',
    telefone: 'Téléphone',
    grupoEconomicoId: 'Groupe économique',
    grupoEmpresaId: 'Groupe d’entreprises',
    regiaoOperacionalId: 'Région opérationnelle',
    empresaId: 'Concession',
    tiposBoletim: 'Bulletins quotidiens',
    dataExpiracao: 'Accès jusqu’au',
  },
  de: {
    login: 'E-Mail (Anmeldename)',
    perfilId: 'Profil',
    nomeCompleto: 'Vollständiger Name',
    documento: 'CPF',
    telefone: 'Telefon',
    grupoEconomicoId: 'Wirtschaftsgruppe',
    grupoEmpresaId: 'Unternehmensgruppe',
    regiaoOperacionalId: 'Operative Region',
    empresaId: 'Autohaus',
    tiposBoletim: 'Tägliche Bulletins',
    dataExpiracao: 'Zugang bis',
  },
};

/** The checks only the server can make (they need the database), one message each. */
export type UserServerRule =
  | 'login_unico'
  | 'perfil_invalido'
  | 'concessionaria_inexistente'
  | 'grupo_empresa_inexistente'
  | 'grupo_economico_inexistente'
  | 'regiao_inexistente';

const ptBRServer: Readonly<Record<UserServerRule, string>> = {
  login_unico: 'Login já cadastrado',
  perfil_invalido: 'Perfil inválido para o seu usuário',
  concessionaria_inexistente: 'Concessionária não encontrada',
  grupo_empresa_inexistente: 'Grupo empresa não encontrado',
  grupo_economico_inexistente: 'Grupo econômico não encontrado',
  regiao_inexistente: 'Região operacional não encontrada',
};

const serverMessages: Readonly<Record<Locale, Readonly<Record<UserServerRule, string>>>> = {
  'pt-BR': ptBRServer,
  pt: ptBRServer,
  en: {
    login_unico: 'This login is already in use',
    perfil_invalido: 'You may not give this profile',
    concessionaria_inexistente: 'Dealership not found',
    grupo_empresa_inexistente: 'Business group not found',
    grupo_economico_inexistente: 'Economic group not found',
    regiao_inexistente: 'Operational region not found',
  },
  fr: {
    login_unico: 'Cet identifiant est déjà utilisé',
    perfil_invalido: 'Vous ne pouvez pas attribuer ce profil',
    concessionaria_inexistente: 'Concession introuvable',
    grupo_empresa_inexistente: 'Groupe d’entreprises introuvable',
    grupo_economico_inexistente: 'Groupe économique introuvable',
    regiao_inexistente: 'Région opérationnelle introuvable',
  },
  de: {
    login_unico: 'Dieser Anmeldename wird bereits verwendet',
    perfil_invalido: 'Dieses Profil dürfen Sie nicht vergeben',
    concessionaria_inexistente: 'Autohaus nicht gefunden',
    grupo_empresa_inexistente: 'Unternehmensgruppe nicht gefunden',
    grupo_economico_inexistente: 'Wirtschaftsgruppe nicht gefunden',
    regiao_inexistente: 'Operative Region nicht gefunden',
  },
};

/** The message of a server-side user check in `locale`. */
export function userServerMessage(rule: UserServerRule, locale: Locale = 'pt-BR'): string {
  return serverMessages[locale][rule];
}

/** The rules and labels of every user field for `validateForm`, with the tenant's and profile's. */
export function userFieldRules(
  locale: Locale = 'pt-BR',
  options: UserRuleOptions = {},
): Readonly<Record<UserField, FieldRules>> {
  const labels = userLabels[locale];
  const required = new Set<UserField>(options.obrigatorios ?? []);
  if (options.documentoObrigatorio === true) required.add('documento');
  const out = {} as Record<UserField, FieldRules>;
  for (const field of userFieldNames) {
    const fixed: string = userRules[field];
    const rules = required.has(field) ? ['required', fixed].filter(Boolean).join('|') : fixed;
    out[field] = { rules, label: labels[field] };
  }
  return out;
}

/**
 * Checks a user's values (the DadosAdicionais fields plus `login` and `perfilId`) and returns the
 * first message of each failing field; an empty object means every field passes. The login's
 * uniqueness, the profile the caller may give and the scope's existence are the server's.
 *
 * @example validateUser({ login: 'a@b.com', perfilId: 10, nomeCompleto: 'Ana Lima' },
 *   'pt-BR', { obrigatorios: ['empresaId'] }).empresaId
 * // 'O campo Concessionária precisa ser informado'
 */
export function validateUser(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
  options: UserRuleOptions = {},
): Partial<Record<UserField, string>> {
  return validateForm(values, userFieldRules(locale, options), locale);
}
