// The figures of the dashboard's cards that are read, not drawn: a share with its change, and
// the change per brand as a table.
import { useTranslation } from 'react-i18next';
import type { RegistrationApi } from '@emplacamento/api-client';
import { formatDateTime } from '@emplacamento/i18n';
import { Stack } from '@emplacamento/ui';
import { formatChange, formatValue } from './kpi-format';
import * as styles from './kpi-styles';

type Schemas = RegistrationApi.components['schemas'];

/**
 * A share card: the share, own of total, and the change against the previous period (its same
 * first days while the month is in progress, as the server compares).
 */
export function ShareFigure({
  data,
  inProgress,
}: {
  data: Schemas['KpiParticipacao'];
  inProgress: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Stack gap="2">
      <p style={styles.figure}>{formatValue(data.Participacao, 'percent', locale)}</p>
      <p style={styles.detail}>
        {t('kpi.ownOfTotal', {
          own: formatValue(data.Proprio, 'count', locale),
          total: formatValue(data.Total, 'count', locale),
        })}
      </p>
      <p style={styles.detail}>
        {data.Variacao === null || data.Variacao === undefined
          ? t('kpi.noPrevious')
          : t(inProgress ? 'kpi.changePointsSameDays' : 'kpi.changePoints', {
              value: formatValue(data.Variacao, 'points', locale),
              previous: formatValue(data.ParticipacaoAnterior ?? 0, 'percent', locale),
            })}
      </p>
      <p style={styles.detail}>{t('kpi.updatedAt', { date: formatDateTime(data.AtualizadoEm) })}</p>
    </Stack>
  );
}

/**
 * The change per brand as a table: it is read row by row, a chart would hide the numbers. While
 * the month is in progress the server compares it with the same first days of the month before
 * and of last year, and the headers say so.
 */
export function VariationTable({
  rows,
  inProgress,
}: {
  rows: Schemas['KpiVariacao'][];
  inProgress: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const none = t('kpi.notAvailable');
  const headers = [
    t('kpi.brand'),
    t('kpi.series.current'),
    t(inProgress ? 'kpi.series.sameDaysPreviousMonth' : 'kpi.series.previousMonth'),
    t('kpi.series.changeMonth'),
    t(inProgress ? 'kpi.series.sameDaysPreviousYear' : 'kpi.series.previousYear'),
    t('kpi.series.changeYear'),
  ];
  return (
    <div style={styles.scroll}>
      <table style={styles.table}>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th key={h} scope="col" style={styles.cell(i === 0, true)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 10).map((r) => (
            <tr key={r.FabricanteId}>
              <th scope="row" style={styles.cell(true)}>
                {r.Marca}
              </th>
              <td style={styles.cell(false)}>{formatValue(r.Atual, 'count', locale)}</td>
              <td style={styles.cell(false)}>{formatValue(r.MesAnterior, 'count', locale)}</td>
              <td style={styles.cell(false)}>{formatChange(r.VariacaoMes, locale, none)}</td>
              <td style={styles.cell(false)}>{formatValue(r.AnoAnterior, 'count', locale)}</td>
              <td style={styles.cell(false)}>{formatChange(r.VariacaoAno, locale, none)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
