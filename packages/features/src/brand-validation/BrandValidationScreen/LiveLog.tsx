import { useTranslation } from 'react-i18next';
import { Box, Card, ProgressBar, Stack, Text } from '@emplacamento/ui';
import { ImportStatusBadge } from '../../imports/ImportScreen/status';
import { RUNNING } from '../api';
import type { LogLine } from '../use-validation-log';
import { brDate, typeLabel } from '../labels';

/** A list without bullets or indent: each line is a row of its own. */
const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The brand validation log, live: each validation's state as the job writes it (queued, its
 * progress, its outcome with the counts of differences). A polite live region, so a screen
 * reader hears a validation end without losing its place.
 */
export function LiveLog({ lines }: { readonly lines: readonly LogLine[] }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t('brandValidation.logTitle')}>
      {/* The live region is a div (axe allows no log role on a list), present even while empty
          so the first line is announced. */}
      <div role="log" aria-live="polite" aria-label={t('brandValidation.logTitle')}>
        {lines.length === 0 ? (
          <Text tone="muted">{t('brandValidation.logEmpty')}</Text>
        ) : (
          <Box as="ul" display="flex" flexDirection="column" gap="3" style={plainList}>
            {lines.map((line) => (
              <li key={line.id}>
                <Stack gap="1">
                  <Text>
                    <strong>{t('brandValidation.number', { id: line.validacaoId })}</strong>{' '}
                    {t('brandValidation.logLine', {
                      tipo: typeLabel(t, line.tipo),
                      inicio: brDate(line.dataInicial),
                      fim: brDate(line.dataFinal),
                      usuario: line.usuarioNome,
                    })}{' '}
                    <ImportStatusBadge t={t} status={line.status} />
                  </Text>
                  {RUNNING.includes(line.status) ? (
                    <ProgressBar
                      label={t('brandValidation.progressOf', { id: line.validacaoId })}
                      value={line.progresso}
                      showValue
                    />
                  ) : (
                    line.divergencias !== null && (
                      <Text variant="small" tone="muted">
                        {t('brandValidation.logCounts', {
                          fabricante: numbers.format(line.ausentesNoFabricante ?? 0),
                          emplacamento: numbers.format(line.ausentesNoEmplacamento ?? 0),
                          divergencias: numbers.format(line.divergencias),
                        })}
                      </Text>
                    )
                  )}
                </Stack>
              </li>
            ))}
          </Box>
        )}
      </div>
    </Card>
  );
}
