import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale, validate } from '@emplacamento/validators';
import { TextField } from '@emplacamento/ui';
import type { Filtros } from './report-queries';

type Lookup = 'placa' | 'chassi' | 'renavam';

/** Each look-up field: its label key and what it sends (the plate without its hyphen). */
const FIELDS = [
  ['placa', 'reportLookup.plate', (v: string) => v.replace(/-/g, '')],
  ['chassi', 'reportLookup.chassis', (v: string) => v.replace(/\s/g, '').toUpperCase()],
  ['renavam', 'reportLookup.renavam', (v: string) => v.trim()],
] as const;

/** Props of {@link VehicleLookupFields}. */
export interface VehicleLookupFieldsProps {
  /** The filters in force (the look-up values among them). */
  value: Filtros;
  /** Called with the new filters once a typed value is valid, or cleared. */
  onChange: (patch: Partial<Filtros>) => void;
}

/**
 * Plate, chassis and RENAVAM of a vehicle look-up, each checked as typed by the shared rule of
 * @emplacamento/validators (the server's rule too): a value reaches the search only once valid,
 * so a half-typed plate never asks the server; an invalid one says why once the field is left.
 */
export function VehicleLookupFields({ value, onChange }: VehicleLookupFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const [typed, setTyped] = useState<Record<Lookup, string>>({
    placa: value.placa ?? '',
    chassi: value.chassi ?? '',
    renavam: value.renavam ?? '',
  });
  const [left, setLeft] = useState<Record<Lookup, boolean>>({
    placa: false,
    chassi: false,
    renavam: false,
  });
  return (
    <>
      {FIELDS.map(([field, label, sent]) => {
        const text = typed[field];
        const message =
          text.trim() === '' ? null : validate(text, field, { field: t(label), locale });
        return (
          <TextField
            key={field}
            label={t(label)}
            value={text}
            mask={field === 'placa' ? 'plate' : undefined}
            maxLength={field === 'placa' ? 8 : field === 'chassi' ? 17 : 11}
            inputMode={field === 'renavam' ? 'numeric' : undefined}
            isInvalid={left[field] && message !== null}
            errorMessage={message ?? undefined}
            onBlur={() => {
              setLeft({ ...left, [field]: true });
            }}
            onChange={(next) => {
              setTyped({ ...typed, [field]: next });
              const problem =
                next.trim() === '' ? null : validate(next, field, { field: t(label), locale });
              // Only a valid value searches; a value made invalid stops searching the old one.
              onChange({
                [field]: next.trim() === '' || problem !== null ? undefined : sent(next),
              });
            }}
          />
        );
      })}
    </>
  );
}
