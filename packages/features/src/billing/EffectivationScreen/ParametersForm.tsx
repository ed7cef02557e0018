import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Inline,
  NumberField,
  Stack,
  Text,
  TextField,
} from '@emplacamento/ui';
import { operationKey } from '../../data/keys';
import { problemText } from '../../data/problem-text';
import { useSession, useToasts } from '../../session/SessionProvider';
import { paths, saveParameters, type ParametrosFaturamento } from '../api';

type TipoNota = ParametrosFaturamento['TiposNota'][number];
const TIPOS: readonly TipoNota[] = ['DVR', 'DVE'];

/**
 * The billing parameters (`AtualizarParametrosDeFaturamento`): the fee per vehicle, the due day,
 * the invoice types charged and the letter's sender, subject and text. The server checks them
 * again; its refusal shows under the form and nothing is saved.
 */
export function ParametersForm({ initial }: { readonly initial: ParametrosFaturamento }) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof ParametrosFaturamento>(key: K, value: ParametrosFaturamento[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const save = useMutation({
    mutationFn: () => saveParameters(session, values),
    onSuccess: async (saved) => {
      setValues(saved);
      toasts.success(t('billing.saved'));
      await queryClient.invalidateQueries({ queryKey: operationKey(paths.summary) });
    },
  });
  const noType = values.TiposNota.length === 0;
  return (
    <Card title={t('billing.paramsTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!noType) save.mutate();
        }}
      >
        <Stack gap="4">
          <Inline gap="4" alignItems="flex-start">
            <NumberField
              label={t('billing.fee')}
              currency
              minValue={0}
              value={values.ValorPorVeiculo}
              onChange={(value) => {
                set('ValorPorVeiculo', Number.isNaN(value) ? 0 : value);
              }}
            />
            <NumberField
              label={t('billing.dueDay')}
              description={t('billing.dueDayHint')}
              minValue={1}
              maxValue={28}
              stepper
              value={values.DiaVencimento}
              onChange={(value) => {
                set('DiaVencimento', Number.isNaN(value) ? 1 : value);
              }}
            />
          </Inline>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend>
              <Text as="span">{t('billing.types')}</Text>
            </legend>
            <Inline gap="4">
              {TIPOS.map((tipo) => (
                <Checkbox
                  key={tipo}
                  isSelected={values.TiposNota.includes(tipo)}
                  onChange={(on) => {
                    set(
                      'TiposNota',
                      TIPOS.filter((x) => (x === tipo ? on : values.TiposNota.includes(x))),
                    );
                  }}
                >
                  {tipo}
                </Checkbox>
              ))}
            </Inline>
            {noType && (
              <Text role="alert" tone="danger" variant="small">
                {t('billing.typesRequired')}
              </Text>
            )}
          </fieldset>
          <TextField
            label={t('billing.sender')}
            type="email"
            value={values.EmailRemetente}
            onChange={(value) => {
              set('EmailRemetente', value);
            }}
          />
          <TextField
            label={t('billing.subject')}
            description={t('billing.subjectHint')}
            maxLength={200}
            value={values.AssuntoCarta}
            onChange={(value) => {
              set('AssuntoCarta', value);
            }}
          />
          <TextField
            label={t('billing.letterText')}
            description={t('billing.letterTextHint')}
            multiline
            maxLength={5000}
            value={values.TextoCarta}
            onChange={(value) => {
              set('TextoCarta', value);
            }}
          />
          {save.error && (
            <Text role="alert" tone="danger">
              {problemText(save.error, t)}
            </Text>
          )}
          <Inline gap="2" justifyContent="flex-end">
            <Button type="submit" isDisabled={save.isPending}>
              {t('billing.save')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
