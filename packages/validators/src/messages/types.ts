/**
 * Every rule of the registry and its message template. Placeholders in braces are replaced:
 * `{field}` (the field label), `{length}`, `{min}`, `{max}`, `{target}` (the label of the field
 * or the date compared with) and `{value}`.
 */
export interface MessageCatalog {
  readonly required: string;
  readonly required_if: string;
  readonly alpha: string;
  readonly alpha_spaces: string;
  readonly length: string;
  readonly min: string;
  readonly max: string;
  readonly email: string;
  readonly numeric: string;
  readonly digits: string;
  readonly max_value: string;
  readonly min_value: string;
  readonly date_format: string;
  readonly before: string;
  readonly after: string;
  readonly telefone: string;
  readonly cpf: string;
  readonly cnpj: string;
  readonly cpf_cnpj: string;
  readonly placa: string;
  readonly chassi: string;
  readonly renavam: string;
  readonly placa_min: string;
  readonly decimal_min: string;
  readonly diferente: string;
  readonly cep: string;
  readonly youtube: string;
  readonly coordenadas: string;
  readonly url: string;
}

/** The name of a rule of the registry, e.g. `'cpf'` or `'min_value'`. */
export type RuleName = keyof MessageCatalog;
