import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Box, Inline, Link, SkeletonText, Stack, Text } from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { regionMunicipalitiesOptions, type Region } from '../api';

/**
 * What a region covers, read-only: its influence areas (each a link to its form) and their
 * municipalities. A municipality enters a region through its area, so membership is changed where
 * that relation lives (the area's form, or the municipality's area), never here as well.
 */
export function RegionMembers({ region }: { readonly region: Region }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const municipalities = useQuery(regionMunicipalitiesOptions(session, region.Id));
  const areas = region.AreasInfluencia ?? [];
  const title = t('regions.members');
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Text as="h3" variant="h3">
        {title}
      </Text>
      <Text variant="small" tone="muted">
        {t('regions.membersHint')}
      </Text>
      {areas.length === 0 ? (
        <Text>{t('regions.noAreas')}</Text>
      ) : (
        <Inline
          as="ul"
          gap="2"
          aria-label={t('regions.areas')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {areas.map((area) => (
            <Box as="li" key={area.Id} paddingX="2" background="muted" borderRadius="md">
              <Link href={`/admin-panel/area/edit/${area.Id}`}>{area.Nome}</Link>
            </Box>
          ))}
        </Inline>
      )}
      <Text variant="small" role="status">
        {t('regions.count', {
          count: region.QuantidadeMunicipios,
          total: region.QuantidadeMunicipios.toLocaleString(i18n.language),
        })}
      </Text>
      {municipalities.isPending ? (
        <SkeletonText lines={3} label={t('actions.loading')} />
      ) : municipalities.isError ? (
        <Text tone="danger">{t('regions.municipalitiesFailed')}</Text>
      ) : municipalities.data.length > 0 ? (
        <Box
          as="ul"
          aria-label={t('regions.municipalities')}
          display="grid"
          gridTemplateColumns={{ base: '1', md: '2', lg: '3' }}
          gap="1"
          padding="3"
          background="muted"
          borderRadius="md"
          // A panel of its own, so it reads as a box that scrolls, not as text cut off.
          style={{ listStyle: 'none', margin: 0, maxHeight: '12rem', overflowY: 'auto' }}
          tabIndex={0}
        >
          {municipalities.data.map((m) => (
            <Box as="li" key={m.Id}>
              <Text as="span" variant="small">{`${m.Nome}/${m.Sigla}`}</Text>
            </Box>
          ))}
        </Box>
      ) : null}
      {region.QuantidadeMunicipios > 0 && (
        <Link href={`/admin-panel/county/list?f.regiaoOperacionalId=${region.Id}`}>
          {t('regions.openMunicipalities')}
        </Link>
      )}
    </Stack>
  );
}
