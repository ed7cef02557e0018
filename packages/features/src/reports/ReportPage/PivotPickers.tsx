import { useTranslation } from 'react-i18next';
import { Box, Grid, Select, type Option } from '@emplacamento/ui';
import type { PivotChoice } from './pivot-choice';
import type { Definicao } from './report-queries';

/** Props of {@link PivotPickers}. */
export interface PivotPickersProps {
  /** The dynamic table's definition: the dimensions and measures it offers. */
  definition: Definicao;
  value: PivotChoice;
  onChange: (choice: PivotChoice) => void;
}

const NONE = 'none';

/**
 * What the dynamic table shows: the first and second row dimensions, the column dimension and the
 * measure, each a keyboard-driven select. A dimension in use elsewhere is offered disabled, so the
 * same one is never chosen twice; the second row and the column may be "none".
 */
export function PivotPickers({ definition, value, onChange }: PivotPickersProps) {
  const { t } = useTranslation();
  const [first, second] = value.linhas;
  const used = (except: string | undefined) =>
    new Set([...value.linhas, value.coluna].filter((d) => d && d !== except));
  const dimensions = (except: string | undefined, optional: boolean): Option[] => [
    ...(optional ? [{ id: NONE, label: t('pivot.none') }] : []),
    ...definition.Dimensoes.map((d) => ({
      id: d.Chave,
      label: d.Titulo,
      disabled: used(except).has(d.Chave),
    })),
  ];
  return (
    <Box role="group" aria-label={t('pivot.title')}>
      <Grid columns={{ base: '1', md: '2', xl: '4' }} gap="3">
        <Select
          label={t('pivot.rows')}
          options={dimensions(first, false)}
          value={first ?? null}
          onChange={(key) => {
            if (key !== null)
              onChange({ ...value, linhas: [String(key), ...value.linhas.slice(1)] });
          }}
        />
        <Select
          label={t('pivot.subRows')}
          options={dimensions(second, true)}
          value={second ?? NONE}
          onChange={(key) => {
            const picked = key === null || key === NONE ? [] : [String(key)];
            onChange({ ...value, linhas: [...value.linhas.slice(0, 1), ...picked] });
          }}
        />
        <Select
          label={t('pivot.columns')}
          options={dimensions(value.coluna ?? undefined, true)}
          value={value.coluna ?? NONE}
          onChange={(key) => {
            onChange({ ...value, coluna: key === null || key === NONE ? null : String(key) });
          }}
        />
        <Select
          label={t('pivot.measure')}
          options={definition.Medidas.map((m) => ({
            id: m.Chave,
            label: m.Chave === 'participacao' ? t('pivot.shareOfColumn') : m.Titulo,
          }))}
          value={value.medida}
          onChange={(key) => {
            if (key !== null) onChange({ ...value, medida: String(key) });
          }}
        />
      </Grid>
    </Box>
  );
}
