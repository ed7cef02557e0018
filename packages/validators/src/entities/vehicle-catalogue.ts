// The field rules of the vehicle catalogue's manufacturer (Fabricante), model (Modelo) and segment
// (Segmento), one source for the portal's dialogs and the API's vehicles service: the same rule
// list gives the same message on both sides. The lengths are the contract's (FabricanteDados,
// ModeloDados and SegmentoDados in openapi/vehicles.yaml); the brand colour's pattern is the
// contract's check on the server.
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of the manufacturer a user fills in, with its rules, in form order. */
export const manufacturerRules = {
  Nome: 'required|max:100',
  Codigo: 'max:20',
  PaisOrigem: 'max:60',
  Cor: '',
  Ativo: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** Every field of the model a user fills in, with its rules, in form order. */
export const modelRules = {
  Nome: 'required|max:100',
  FabricanteId: 'required',
  SegmentoId: '',
  CategoriaVeiculoId: '',
  Ativo: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/**
 * Every field of the segment a user fills in, with its rules, in form order. The order in the
 * reports is a whole number from 0 (the contract's int32).
 */
export const segmentRules = {
  Nome: 'required|max:60',
  TipoSegmentoId: 'required',
  Ordem: 'numeric|max_value:2147483647',
  Ativo: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the manufacturer. */
export type ManufacturerField = keyof typeof manufacturerRules;
/** A field of the model. */
export type ModelField = keyof typeof modelRules;
/** A field of the segment. */
export type SegmentField = keyof typeof segmentRules;

type CatalogueField = ManufacturerField | ModelField | SegmentField;
type Labels = Readonly<Record<CatalogueField, string>>;

const ptBR: Labels = {
  Nome: 'Nome',
  Codigo: 'Código',
  PaisOrigem: 'País de origem',
  Cor: 'Cor nos gráficos',
  Ativo: 'Ativo',
  FabricanteId: 'Fabricante',
  SegmentoId: 'Segmento',
  CategoriaVeiculoId: 'Categoria',
  TipoSegmentoId: 'Tipo de segmento',
  Ordem: 'Ordem nos relatórios',
};

/** The catalogue's field labels by locale (`pt` shares `pt-BR`'s). */
export const vehicleCatalogueLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: {
    Nome: 'Name',
    Codigo: 'Code',
    PaisOrigem: 'Country of origin',
    Cor: 'Colour in charts',
    Ativo: 'Active',
    FabricanteId: 'Manufacturer',
    SegmentoId: 'Segment',
    CategoriaVeiculoId: 'Category',
    TipoSegmentoId: 'Segment type',
    Ordem: 'Order in reports',
  },
  fr: {
    Nome: 'Nom',
    Codigo: 'Code',
    PaisOrigem: "Pays d'origine",
    Cor: 'Couleur dans les graphiques',
    Ativo: 'Actif',
    FabricanteId: 'Constructeur',
    SegmentoId: 'Segment',
    CategoriaVeiculoId: 'Catégorie',
    TipoSegmentoId: 'Type de segment',
    Ordem: 'Ordre dans les rapports',
  },
  de: {
    Nome: 'Name',
    Codigo: 'Code',
    PaisOrigem: 'Herkunftsland',
    Cor: 'Farbe in Diagrammen',
    Ativo: 'Aktiv',
    FabricanteId: 'Hersteller',
    SegmentoId: 'Segment',
    CategoriaVeiculoId: 'Kategorie',
    TipoSegmentoId: 'Segmenttyp',
    Ordem: 'Reihenfolge in Berichten',
  },
};

/** The checks only the server can make (they need the database), one message each. */
export type VehicleCatalogueServerRule =
  | 'fabricante_nome_unico'
  | 'modelo_nome_unico'
  | 'fabricante_inexistente'
  | 'segmento_inexistente'
  | 'categoria_inexistente'
  | 'segmento_nome_unico'
  | 'tipo_segmento_inexistente';

type ServerMessages = Readonly<Record<VehicleCatalogueServerRule, string>>;

const ptBRServer: ServerMessages = {
  fabricante_nome_unico: 'Já existe um fabricante com este nome',
  modelo_nome_unico: 'Este fabricante já tem um modelo com este nome',
  fabricante_inexistente: 'Fabricante não encontrado',
  segmento_inexistente: 'Segmento não encontrado',
  categoria_inexistente: 'Categoria não encontrada',
  segmento_nome_unico: 'Já existe um segmento com este nome',
  tipo_segmento_inexistente: 'Tipo de segmento não encontrado',
};

const serverMessages: Readonly<Record<Locale, ServerMessages>> = {
  'pt-BR': ptBRServer,
  pt: ptBRServer,
  en: {
    fabricante_nome_unico: 'A manufacturer with this name already exists',
    modelo_nome_unico: 'This manufacturer already has a model with this name',
    fabricante_inexistente: 'Manufacturer not found',
    segmento_inexistente: 'Segment not found',
    categoria_inexistente: 'Category not found',
    segmento_nome_unico: 'A segment with this name already exists',
    tipo_segmento_inexistente: 'Segment type not found',
  },
  fr: {
    fabricante_nome_unico: 'Un constructeur portant ce nom existe déjà',
    modelo_nome_unico: 'Ce constructeur a déjà un modèle portant ce nom',
    fabricante_inexistente: 'Constructeur introuvable',
    segmento_inexistente: 'Segment introuvable',
    categoria_inexistente: 'Catégorie introuvable',
    segmento_nome_unico: 'Un segment portant ce nom existe déjà',
    tipo_segmento_inexistente: 'Type de segment introuvable',
  },
  de: {
    fabricante_nome_unico: 'Ein Hersteller mit diesem Namen existiert bereits',
    modelo_nome_unico: 'Dieser Hersteller hat bereits ein Modell mit diesem Namen',
    fabricante_inexistente: 'Hersteller nicht gefunden',
    segmento_inexistente: 'Segment nicht gefunden',
    categoria_inexistente: 'Kategorie nicht gefunden',
    segmento_nome_unico: 'Ein Segment mit diesem Namen existiert bereits',
    tipo_segmento_inexistente: 'Segmenttyp nicht gefunden',
  },
};

/** The message of a server-side catalogue check in `locale`. */
export function vehicleCatalogueServerMessage(
  rule: VehicleCatalogueServerRule,
  locale: Locale = 'pt-BR',
) {
  return serverMessages[locale][rule];
}

function withLabels<F extends CatalogueField>(
  rules: Readonly<Record<F, RuleList>>,
  locale: Locale,
): Readonly<Record<F, FieldRules>> {
  const labels = vehicleCatalogueLabels[locale];
  const out = {} as Record<F, FieldRules>;
  for (const field of Object.keys(rules) as F[]) {
    out[field] = { rules: rules[field], label: labels[field] };
  }
  return out;
}

/**
 * Checks a manufacturer's values: the first message of each failing field; the name's uniqueness
 * is the server's.
 *
 * @example validateManufacturer({ Nome: '' }).Nome // 'O campo Nome precisa ser informado'
 */
export function validateManufacturer(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<ManufacturerField, string>> {
  return validateForm(values, withLabels(manufacturerRules, locale), locale);
}

/**
 * Checks a model's values: the first message of each failing field; that the manufacturer,
 * segment and category exist, and the name's uniqueness within the manufacturer, are the server's.
 */
export function validateModel(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<ModelField, string>> {
  return validateForm(values, withLabels(modelRules, locale), locale);
}

/**
 * Checks a segment's values: the first message of each failing field; that the segment type
 * exists, and the name's uniqueness in the tenant, are the server's.
 *
 * @example validateSegment({ Nome: '', TipoSegmentoId: 1 }).Nome // 'O campo Nome precisa ser informado'
 */
export function validateSegment(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<SegmentField, string>> {
  return validateForm(values, withLabels(segmentRules, locale), locale);
}
