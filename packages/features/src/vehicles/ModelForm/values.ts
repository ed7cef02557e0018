// The model form's values and the payload they become: the manufacturer required, segment and
// category optional (null: none).
import { modelRules, validateModel, type Locale } from '@emplacamento/validators';
import type { Model, ModelPayload } from '../api';

/** Everything the form holds. */
export type ModelValues = {
  Nome: string;
  FabricanteId: number | null;
  SegmentoId: number | null;
  CategoriaVeiculoId: number | null;
  Ativo: boolean;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof ModelValues): boolean =>
  (modelRules[field] as string).split('|').includes('required');

/** The values of a new model (active), or of one being edited. */
export function toValues(model?: Model): ModelValues {
  return {
    Nome: model?.Nome ?? '',
    FabricanteId: model?.FabricanteId ?? null,
    SegmentoId: model?.SegmentoId ?? null,
    CategoriaVeiculoId: model?.CategoriaVeiculoId ?? null,
    Ativo: model?.Ativo ?? true,
  };
}

/** The shared rules over the form's values. */
export function validateValues(values: ModelValues, locale: Locale) {
  return validateModel(values, locale);
}

/** The payload of valid values (the rules have checked the manufacturer is there). */
export function toPayload(values: ModelValues): ModelPayload {
  return {
    Nome: values.Nome.trim(),
    FabricanteId: values.FabricanteId ?? 0,
    SegmentoId: values.SegmentoId,
    CategoriaVeiculoId: values.CategoriaVeiculoId,
    Ativo: values.Ativo,
  };
}
