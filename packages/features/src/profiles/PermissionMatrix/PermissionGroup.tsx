import { useId, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Grid, Stack, Text } from '@emplacamento/ui';
import type { ProfileEvent } from '../api';
import { groupState, type EventGroup } from './grouping';

/** Props of {@link PermissionGroup}. */
export interface PermissionGroupProps {
  readonly group: EventGroup;
  /** The module's name in the user's language. */
  readonly title: string;
  readonly selected: ReadonlySet<number>;
  /** Whether a search narrows the matrix: a folded group then shows what it found. */
  readonly searching: boolean;
  /** Whether the user holds the event, and so may grant or withdraw it. */
  readonly mayChange: (event: ProfileEvent) => boolean;
  readonly onToggle: (event: ProfileEvent, on: boolean) => void;
  readonly onToggleAll: (on: boolean) => void;
}

/**
 * One module of the permission matrix: a checkbox that selects every event of the module (mixed
 * when only some are), then one checkbox per event; an event the user does not hold is shown but
 * cannot be changed, and says why. The earlier trading system's module says what it is and starts
 * folded behind a button (opened by a search as well).
 */
export function PermissionGroup({
  group,
  title,
  selected,
  searching,
  mayChange,
  onToggle,
  onToggleAll,
}: PermissionGroupProps) {
  const { t } = useTranslation();
  const state = groupState(group, selected);
  const headingId = `permissoes-${group.module || 'geral'}`;
  const changeable = group.events.some(mayChange);
  const [open, setOpen] = useState(false);
  const panel = useId();
  const folds = group.legacy && !searching;
  const expanded = !folds || open;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="3">
        <Text as="h3" variant="h3" id={headingId}>
          {title}
        </Text>
        {group.legacy && (
          <Text variant="small" tone="muted">
            {t('profiles.legacyNote')}
          </Text>
        )}
        {folds && (
          <Box>
            <Button
              variant="secondary"
              size="sm"
              icon={
                open ? (
                  <ChevronDown size={16} aria-hidden />
                ) : (
                  <ChevronRight size={16} aria-hidden />
                )
              }
              aria-expanded={open}
              aria-controls={open ? panel : undefined}
              onPress={() => {
                setOpen(!open);
              }}
            >
              {open
                ? t('profiles.hidePermissions')
                : t('profiles.showPermissions', { count: group.events.length })}
            </Button>
          </Box>
        )}
        {expanded && (
          <Stack gap="3" id={panel}>
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
        )}
      </Stack>
    </section>
  );
}
