// The field rules of the dealership (Concessionaria), one source for the portal's form and the
// API's dealership service: the same rule list gives the same message on both sides. Required
// fields follow the stricter reading of the spec (docs/decisions/0021); the lengths are the
// contract's (ConcessionariaDados in openapi/components.yaml).
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of the dealership a user fills in, with its rules, in form order. */
export const dealershipRules = {
  RazaoSocial: 'required|min:2|max:150',
  NomeFantasia: 'required|min:2|max:150',
  CNPJ: 'required|cnpj',
  CodigoFaturamento: 'required|max:20',
  Codigo: 'max:20',
  InscricaoEstadual: 'max:20',
  InscricaoMunicipal: 'max:20',
  Montadora: 'required',
  GrupoEmpresaId: '',
  Matriz: '',
  Status: 'required',
  Cadastrada: '',
  Associada: '',
  PendenciaFinanceira: '',
  CEP: 'required|cep',
  EstadoId: 'required',
  MunicipioId: 'required',
  Logradouro: 'required|max:150',
  Numero: 'required|max:10',
  Complemento: 'max:100',
  Bairro: 'required|max:100',
  Endereco: 'required|max:300',
  Coordenadas: 'required|coordenadas',
  Email: 'email|max:254',
  EmailFaturamento: 'email|max:254',
  Telefone: 'telefone',
  Site: 'url|max:254',
  DataInauguracao: 'date_format:yyyy-MM-dd',
  DataNomeacao: 'date_format:yyyy-MM-dd',
  DataCancelamento: 'date_format:yyyy-MM-dd|after:DataInauguracao',
  Observacoes: 'max:2000',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the dealership. */
export type DealershipField = keyof typeof dealershipRules;

/** The dealership's fields in form order. */
export const dealershipFieldNames = Object.keys(dealershipRules) as DealershipField[];

type Labels = Readonly<Record<DealershipField, string>>;

const ptBR: Labels = {
  RazaoSocial: 'Razão social',
  NomeFantasia: 'Nome fantasia',
  CNPJ: 'CNPJ',
  CodigoFaturamento: 'Código de faturamento',
  Codigo: 'Código',
  InscricaoEstadual: 'Inscrição estadual',
  InscricaoMunicipal: 'Inscrição municipal',
  Montadora: 'Montadora',
  GrupoEmpresaId: 'Grupo empresa',
  Matriz: 'Matriz',
  Status: 'Status',
  Cadastrada: 'Cadastrada',
  Associada: 'Associada',
  PendenciaFinanceira: 'Pendência financeira',
  CEP: 'CEP',
  EstadoId: 'Estado',
  MunicipioId: 'Município',
  Logradouro: 'Logradouro',
  Numero: 'Número',
  Complemento: 'Complemento',
  Bairro: 'Bairro',
  Endereco: 'Endereço completo',
  Coordenadas: 'Coordenadas',
  Email: 'E-mail',
  EmailFaturamento: 'E-mail de faturamento',
  Telefone: 'Telefone',
  Site: 'Site',
  DataInauguracao: 'Data de inauguração',
  DataNomeacao: 'Data de nomeação',
  DataCancelamento: 'Data de cancelamento',
  Observacoes: 'Observações',
};

const en: Labels = {
  RazaoSocial: 'Legal name',
  NomeFantasia: 'Trade name',
  CNPJ: 'CNPJ',
  CodigoFaturamento: 'Billing code',
  Codigo: 'Code',
  InscricaoEstadual: 'State registration',
  InscricaoMunicipal: 'Municipal registration',
  Montadora: 'Manufacturer',
  GrupoEmpresaId: 'Business group',
  Matriz: 'Head office',
  Status: 'Status',
  Cadastrada: 'Registered',
  Associada: 'Member',
  PendenciaFinanceira: 'Outstanding payment',
  CEP: 'CEP (postal code)',
  EstadoId: 'State',
  MunicipioId: 'City',
  Logradouro: 'Street',
  Numero: 'Number',
  Complemento: 'Address line 2',
  Bairro: 'District',
  Endereco: 'Full address',
  Coordenadas: 'Coordinates',
  Email: 'Email',
  EmailFaturamento: 'Billing email',
  Telefone: 'Phone',
  Site: 'Website',
  DataInauguracao: 'Opening date',
  DataNomeacao: 'Appointment date',
  DataCancelamento: 'Cancellation date',
  Observacoes: 'Notes',
};

const fr: Labels = {
  RazaoSocial: 'Raison sociale',
  NomeFantasia: 'Nom commercial',
  CNPJ: 'CNPJ',
  CodigoFaturamento: 'Code de facturation',
  Codigo: 'Code',
  InscricaoEstadual: 'Immatriculation de l’État',
  InscricaoMunicipal: 'Immatriculation municipale',
  Montadora: 'Constructeur',
  GrupoEmpresaId: 'Groupe d’entreprises',
  Matriz: 'Siège',
  Status: 'Statut',
  Cadastrada: 'Enregistrée',
  Associada: 'Adhérente',
  PendenciaFinanceira: 'Impayé',
  CEP: 'CEP (code postal)',
  EstadoId: 'État',
  MunicipioId: 'Commune',
  Logradouro: 'Voie',
  Numero: 'Numéro',
  Complemento: 'Complément d’adresse',
  Bairro: 'Quartier',
  Endereco: 'Adresse complète',
  Coordenadas: 'Coordonnées',
  Email: 'E-mail',
  EmailFaturamento: 'E-mail de facturation',
  Telefone: 'Téléphone',
  Site: 'Site web',
  DataInauguracao: 'Date d’ouverture',
  DataNomeacao: 'Date de nomination',
  DataCancelamento: 'Date de résiliation',
  Observacoes: 'Remarques',
};

const de: Labels = {
  RazaoSocial: 'Firmenname',
  NomeFantasia: 'Handelsname',
  CNPJ: 'CNPJ',
  CodigoFaturamento: 'Abrechnungscode',
  Codigo: 'Code',
  InscricaoEstadual: 'Staatliche Registernummer',
  InscricaoMunicipal: 'Kommunale Registernummer',
  Montadora: 'Hersteller',
  GrupoEmpresaId: 'Unternehmensgruppe',
  Matriz: 'Hauptsitz',
  Status: 'Status',
  Cadastrada: 'Erfasst',
  Associada: 'Mitglied',
  PendenciaFinanceira: 'Offene Zahlung',
  CEP: 'CEP (Postleitzahl)',
  EstadoId: 'Bundesstaat',
  MunicipioId: 'Gemeinde',
  Logradouro: 'Straße',
  Numero: 'Hausnummer',
  Complemento: 'Adresszusatz',
  Bairro: 'Stadtteil',
  Endereco: 'Vollständige Adresse',
  Coordenadas: 'Koordinaten',
  Email: 'E-Mail',
  EmailFaturamento: 'E-Mail für Rechnungen',
  Telefone: 'Telefon',
  Site: 'Website',
  DataInauguracao: 'Eröffnungsdatum',
  DataNomeacao: 'Ernennungsdatum',
  DataCancelamento: 'Kündigungsdatum',
  Observacoes: 'Bemerkungen',
};

/** The dealership's field labels by locale (`pt` shares `pt-BR`'s). */
export const dealershipLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en,
  fr,
  de,
};

/** The checks only the server can make (they need the database), one message each. */
export type DealershipServerRule = 'cnpj_unico' | 'codigo_unico' | 'municipio_fora_do_estado';

const serverMessages: Readonly<Record<Locale, Readonly<Record<DealershipServerRule, string>>>> = {
  'pt-BR': {
    cnpj_unico: 'CNPJ já cadastrado em outra concessionária',
    codigo_unico: 'Código de faturamento já usado por outra concessionária',
    municipio_fora_do_estado: 'O município não pertence ao estado informado',
  },
  pt: {
    cnpj_unico: 'CNPJ já cadastrado em outra concessionária',
    codigo_unico: 'Código de faturamento já usado por outra concessionária',
    municipio_fora_do_estado: 'O município não pertence ao estado informado',
  },
  en: {
    cnpj_unico: 'This CNPJ is already registered to another dealership',
    codigo_unico: 'This billing code is already used by another dealership',
    municipio_fora_do_estado: 'The city is not in the chosen state',
  },
  fr: {
    cnpj_unico: 'Ce CNPJ est déjà enregistré pour une autre concession',
    codigo_unico: 'Ce code de facturation est déjà utilisé par une autre concession',
    municipio_fora_do_estado: 'La commune n’appartient pas à l’État choisi',
  },
  de: {
    cnpj_unico: 'Diese CNPJ ist bereits für ein anderes Autohaus erfasst',
    codigo_unico: 'Dieser Abrechnungscode wird bereits von einem anderen Autohaus verwendet',
    municipio_fora_do_estado: 'Die Gemeinde liegt nicht im gewählten Bundesstaat',
  },
};

/** The message of a server-side dealership check in `locale`. */
export function dealershipServerMessage(rule: DealershipServerRule, locale: Locale = 'pt-BR') {
  return serverMessages[locale][rule];
}

/** The rules and labels of every dealership field, for `validateForm`. */
export function dealershipFieldRules(
  locale: Locale = 'pt-BR',
): Readonly<Record<DealershipField, FieldRules>> {
  const labels = dealershipLabels[locale];
  const out = {} as Record<DealershipField, FieldRules>;
  for (const field of dealershipFieldNames) {
    out[field] = { rules: dealershipRules[field], label: labels[field] };
  }
  return out;
}

/**
 * Checks a dealership's values and returns the first message of each failing field; an empty
 * object means every field passes. Uniqueness and references are the server's (they need data).
 *
 * @example validateDealership({ CNPJ: '11222333000180' }).CNPJ // 'Documento inválido'
 */
export function validateDealership(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<DealershipField, string>> {
  return validateForm(values, dealershipFieldRules(locale), locale);
}
