// The segment form's values and the payload they become: the order in the reports typed as text
// (the shared rule checks it is a whole number), empty meaning 0 as on the server.
import { segmentRules, validateSegment, type Locale } from '@emplacamento/validators';
import type { Segment, SegmentPayload } from '../api';

/** Everything the form holds. */
export type SegmentValues = {
  Nome: string;
  TipoSegmentoId: number | null;
  Ordem: string;
  Ativo: boolean;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof SegmentValues): boolean =>
  (segmentRules[field] as string).split('|').includes('required');

/** The values of a new segment (active), or of one being edited. */
export function toValues(segment?: Segment): SegmentValues {
  return {
    Nome: segment?.Nome ?? '',
    TipoSegmentoId: segment?.TipoSegmentoId ?? null,
    Ordem: segment?.Ordem === undefined ? '' : String(segment.Ordem),
    Ativo: segment?.Ativo ?? true,
  };
}

/** The shared rules over the form's values (the order's text trimmed, as it is sent). */
export function validateValues(values: SegmentValues, locale: Locale) {
  return validateSegment({ ...values, Ordem: values.Ordem.trim() }, locale);
}

/** The payload of valid values (the rules have checked the type is there). */
export function toPayload(values: SegmentValues): SegmentPayload {
  const order = values.Ordem.trim();
  return {
    Nome: values.Nome.trim(),
    TipoSegmentoId: values.TipoSegmentoId ?? 0,
    Ativo: values.Ativo,
    Ordem: order === '' ? 0 : Number(order),
  };
}
