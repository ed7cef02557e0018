// The dealership form's values and the payload they become: text as typed (masked), ids as
// numbers, dates as yyyy-MM-dd; empty optional text goes to the server as null.
import {
  dealershipRules,
  formatCep,
  maskCnpj,
  parseCep,
  parseCnpj,
  validateDealership,
  type Locale,
} from '@emplacamento/validators';
import type { Dealership, DealershipPayload } from '../api';

/** Everything the form holds. */
export type DealershipValues = {
  RazaoSocial: string;
  NomeFantasia: string;
  CNPJ: string;
  CodigoFaturamento: string;
  Codigo: string;
  InscricaoEstadual: string;
  InscricaoMunicipal: string;
  Montadora: number | null;
  GrupoEmpresaId: number | null;
  Matriz: boolean;
  Status: string;
  Cadastrada: boolean;
  Associada: boolean;
  PendenciaFinanceira: boolean;
  CEP: string;
  EstadoId: number | null;
  MunicipioId: number | null;
  Logradouro: string;
  Numero: string;
  Complemento: string;
  Bairro: string;
  Endereco: string;
  Coordenadas: string;
  Email: string;
  EmailFaturamento: string;
  Telefone: string;
  Site: string;
  DataInauguracao: string;
  DataNomeacao: string;
  DataCancelamento: string;
  Observacoes: string;
};

/** The fields the form edits as text. */
export type TextFieldName = {
  [K in keyof DealershipValues]: DealershipValues[K] extends string ? K : never;
}[keyof DealershipValues];

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof DealershipValues): boolean =>
  (dealershipRules[field] as string).split('|').includes('required');

/** The values of a new dealership, or of one being edited. */
export function toValues(d?: Dealership): DealershipValues {
  return {
    RazaoSocial: d?.RazaoSocial ?? '',
    NomeFantasia: d?.NomeFantasia ?? '',
    CNPJ: d ? maskCnpj(d.CNPJ) : '',
    CodigoFaturamento: d?.CodigoFaturamento ?? '',
    Codigo: d?.Codigo ?? '',
    InscricaoEstadual: d?.InscricaoEstadual ?? '',
    InscricaoMunicipal: d?.InscricaoMunicipal ?? '',
    Montadora: d?.Montadora ?? null,
    GrupoEmpresaId: d?.GrupoEmpresaId ?? null,
    Matriz: d?.Matriz ?? false,
    Status: d?.Status ?? 'Ativo',
    Cadastrada: d?.Cadastrada ?? true,
    Associada: d?.Associada ?? true,
    PendenciaFinanceira: d?.PendenciaFinanceira ?? false,
    CEP: d ? formatCep(d.CEP) : '',
    EstadoId: d?.EstadoId ?? null,
    MunicipioId: d?.MunicipioId ?? null,
    Logradouro: d?.Logradouro ?? '',
    Numero: d?.Numero ?? '',
    Complemento: d?.Complemento ?? '',
    Bairro: d?.Bairro ?? '',
    Endereco: d?.Endereco ?? '',
    Coordenadas: d?.Coordenadas ?? '',
    Email: d?.Email ?? '',
    EmailFaturamento: d?.EmailFaturamento ?? '',
    Telefone: d?.Telefone ?? '',
    Site: d?.Site ?? '',
    DataInauguracao: d?.DataInauguracao ?? '',
    DataNomeacao: d?.DataNomeacao ?? '',
    DataCancelamento: d?.DataCancelamento ?? '',
    Observacoes: d?.Observacoes ?? '',
  };
}

/** The shared rules over the form's values (the CNPJ without its mask, as the server sees it). */
export function validateValues(values: DealershipValues, locale: Locale) {
  return validateDealership({ ...values, CNPJ: parseCnpj(values.CNPJ) }, locale);
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The payload of valid values (the rules ran first: required ids are present). */
export function toPayload(values: DealershipValues): DealershipPayload {
  return {
    RazaoSocial: values.RazaoSocial.trim(),
    NomeFantasia: values.NomeFantasia.trim(),
    CNPJ: parseCnpj(values.CNPJ),
    CodigoFaturamento: values.CodigoFaturamento.trim(),
    Codigo: optional(values.Codigo),
    InscricaoEstadual: optional(values.InscricaoEstadual),
    InscricaoMunicipal: optional(values.InscricaoMunicipal),
    Montadora: values.Montadora ?? 0,
    GrupoEmpresaId: values.GrupoEmpresaId,
    Matriz: values.Matriz,
    Status: values.Status === 'Inativo' ? 'Inativo' : 'Ativo',
    Cadastrada: values.Cadastrada,
    Associada: values.Associada,
    PendenciaFinanceira: values.PendenciaFinanceira,
    CEP: parseCep(values.CEP),
    EstadoId: values.EstadoId ?? 0,
    MunicipioId: values.MunicipioId ?? 0,
    Logradouro: values.Logradouro.trim(),
    Numero: values.Numero.trim(),
    Complemento: optional(values.Complemento),
    Bairro: values.Bairro.trim(),
    Endereco: values.Endereco.trim(),
    Coordenadas: values.Coordenadas.trim(),
    Email: optional(values.Email),
    EmailFaturamento: optional(values.EmailFaturamento),
    Telefone: optional(values.Telefone),
    Site: optional(values.Site),
    DataInauguracao: optional(values.DataInauguracao),
    DataNomeacao: optional(values.DataNomeacao),
    DataCancelamento: optional(values.DataCancelamento),
    Observacoes: optional(values.Observacoes),
  };
}
