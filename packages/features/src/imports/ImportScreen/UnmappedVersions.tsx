import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, Link, Text, vars } from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { unmappedOptions } from '../api';

const SHOWN = 8;

/**
 * The versions the files brought that have no model yet, most registrations first, with the way
 * to the nomenclature screen that maps them. Shows nothing when every version is mapped, or when
 * the profile may not read the nomenclature.
 */
export function UnmappedVersions() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery(unmappedOptions(session, SHOWN));
  const rows = query.data?.rows ?? [];
  if (rows.length === 0) return null;
  const total = query.data?.filtered ?? rows.length;
  return (
    <Card
      title={t('imports.unmappedTitle')}
      subtitle={t('imports.unmappedInImport', { count: total })}
      actions={<Link href="/admin-panel/vehicle-version">{t('imports.mapVersions')}</Link>}
    >
      <Text variant="small" tone="muted">
        {t('imports.unmappedText')}
      </Text>
      <Box
        as="ul"
        display="flex"
        flexDirection="column"
        gap="1"
        style={{ listStyle: 'none', margin: 0, padding: 0, paddingTop: vars.space['2'] }}
      >
        {rows.map((row) => (
          <li key={row.Id}>
            <Text as="span" variant="small" style={{ overflowWrap: 'anywhere' }}>
              <strong>{row.Versao}</strong>
              {row.FabricanteNome ? ` · ${row.FabricanteNome}` : ''} ·{' '}
              {t('imports.unmappedRegistrations', { count: row.QuantidadeEmplacamentos })}
            </Text>
          </li>
        ))}
      </Box>
    </Card>
  );
}
