import { useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ComboBox, Grid, IconButton, Select, Stack, Text, Box } from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { freeMunicipalitiesOptions, stateOptions, type Municipality } from '../api';

/** Props of {@link MunicipalityPicker}. */
export interface MunicipalityPickerProps {
  /** The covered municipalities' ids. */
  readonly ids: readonly number[];
  /** Every municipality the form knows by id: those the area had and those picked since. */
  readonly known: ReadonlyMap<number, Municipality>;
  /** The municipalities the area had when opened (free again for it once removed). */
  readonly original: readonly Municipality[];
  readonly onAdd: (municipality: Municipality) => void;
  readonly onRemove: (id: number) => void;
  /** The server's message about the municipalities (one in another area). */
  readonly errorMessage: string | undefined;
}

/**
 * The municipalities an area covers: a state, then a searchable list of that state's
 * municipalities that belong to no area yet; the chosen ones listed by name, each removable.
 */
export function MunicipalityPicker({
  ids,
  known,
  original,
  onAdd,
  onRemove,
  errorMessage,
}: MunicipalityPickerProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [estadoId, setEstadoId] = useState<number | null>(null);
  // Each pick starts a fresh search box (its text would otherwise keep the last name).
  const [round, setRound] = useState(0);
  const states = useQuery(stateOptions(session));
  const free = useQuery({
    ...freeMunicipalitiesOptions(session, estadoId ?? 0),
    enabled: estadoId !== null,
  });
  const chosen = new Set(ids);
  // Removed here but not yet saved: still the area's on the server, so not in the free list.
  const released = original.filter((m) => m.EstadoId === estadoId && !chosen.has(m.Id));
  const offered = [...(free.data ?? []), ...released]
    .filter((m) => !chosen.has(m.Id))
    .sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR'));
  const listed = ids
    .map((id) => known.get(id))
    .filter((m): m is Municipality => m !== undefined)
    .sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR'));
  return (
    <Stack gap="4">
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        <Select
          label={t('influenceAreas.pickState')}
          options={(states.data?.Data.data ?? []).map((s) => ({ id: s.Id, label: s.Nome }))}
          isLoading={states.isPending}
          value={estadoId}
          onChange={(key) => {
            setEstadoId(key === null ? null : Number(key));
          }}
        />
        <ComboBox
          key={`${String(estadoId)}-${String(round)}`}
          label={t('influenceAreas.pickMunicipality')}
          isDisabled={estadoId === null}
          description={
            estadoId === null ? t('influenceAreas.chooseStateFirst') : t('influenceAreas.freeHint')
          }
          options={offered.map((m) => ({ id: m.Id, label: m.Nome }))}
          onChange={(key) => {
            const picked = offered.find((m) => m.Id === Number(key));
            if (!picked) return;
            onAdd(picked);
            setRound((r) => r + 1);
          }}
        />
      </Grid>
      <Text variant="small" tone={errorMessage ? 'danger' : 'muted'} role="status">
        {errorMessage ?? t('influenceAreas.count', { count: ids.length })}
      </Text>
      {listed.length === 0 ? (
        <Text tone="muted">{t('influenceAreas.none')}</Text>
      ) : (
        <Box
          as="ul"
          aria-label={t('influenceAreas.sectionMunicipalities')}
          display="grid"
          gridTemplateColumns={{ base: '1', md: '2', lg: '3' }}
          gap="2"
          padding="0"
          style={{ listStyle: 'none', margin: 0, maxHeight: '22rem', overflowY: 'auto' }}
          tabIndex={0}
        >
          {listed.map((m) => (
            <Box
              as="li"
              key={m.Id}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="2"
              paddingLeft="3"
              background="muted"
              borderRadius="md"
            >
              <Text>{`${m.Nome}/${m.Sigla}`}</Text>
              <IconButton
                size="sm"
                label={t('influenceAreas.remove', { nome: `${m.Nome}/${m.Sigla}` })}
                icon={<X size={16} aria-hidden />}
                onPress={() => {
                  onRemove(m.Id);
                }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
