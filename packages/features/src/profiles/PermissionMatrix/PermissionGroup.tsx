import { useTranslation } from 'react-i18next';
import { Checkbox, Grid, Stack, Text } from '@emplacamento/ui';
import type { ProfileEvent } from '../api';
import { groupState, type EventGroup } from './grouping';

/** Props of {@link PermissionGroup}. */
export interface PermissionGroupProps {
  readonly group: EventGroup;
  /** The module's name in the user's language. */
  readonly title: string;
  readonly selected: ReadonlySet<number>;
  /** Whether the user holds the event, and so may grant or withdraw it. */
  readonly mayChange: (event: ProfileEvent) => boolean;
  readonly onToggle: (event: ProfileEvent, on: boolean) => void;
  readonly onToggleAll: (on: boolean) => void;
}

/**
 * One module of the permission matrix: a checkbox that selects every event of the module (mixed
 * when only some are), then one checkbox per event; an event the user does not hold is shown but
 * cannot be changed, and says why.
 */
export function PermissionGroup({
  group,
  title,
  selected,
  mayChange,
  onToggle,
  onToggleAll,
}: PermissionGroupProps) {
  const { t } = useTranslation();
  const state = groupState(group, selected);
  const headingId = `permissoes-${group.module || 'geral'}`;
  const changeable = group.events.some(mayChange);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="3">
        <Text as="h3" variant="h3" id={headingId}>
          {title}
        </Text>
        <Checkbox
          isSelected={state === 'all'}
          isIndeterminate={state === 'some'}
          isDisabled={!changeable}
          onChange={(on) => {
            onToggleAll(on);
          }}
        >
          {t('profiles.selectAllIn', { modulo: title })}
        </Checkbox>
        <Grid columns={{ base: '1', md: '2' }} gap="2">
          {group.events.map((event) => {
            const allowed = mayChange(event);
            return (
              <Checkbox
                key={event.id}
                isSelected={selected.has(event.id)}
                isDisabled={!allowed}
                onChange={(on) => {
                  onToggle(event, on);
                }}
              >
                <span>
                  {event.nome}
                  {!allowed && (
                    <Text as="span" variant="small" tone="muted">
                      {` · ${t('profiles.notHeld')}`}
                    </Text>
                  )}
                </span>
              </Checkbox>
            );
          })}
        </Grid>
      </Stack>
    </section>
  );
}
