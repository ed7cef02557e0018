import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PROFILE_TAGS } from '@emplacamento/access';
import { Button, Link, Stack, Text } from '@emplacamento/ui';

/** A status tag of the profiles screen, or none for every profile. */
export type ProfileTag = (typeof PROFILE_TAGS)[number] | null;

/** Props of {@link ProfileSidebar}. */
export interface ProfileSidebarProps {
  /** The tag the address names. */
  readonly tag: ProfileTag;
  readonly onAdd: () => void;
}

const hrefOf = (tag: ProfileTag) =>
  tag === null ? '/administrative/settings' : `/administrative/settings/tag/${tag}`;

/**
 * The profiles screen's side panel: the new-profile button and the status tags, each a route of
 * its own (`/administrative/settings/tag/Ativo`), so a filtered list can be linked.
 */
export function ProfileSidebar({ tag, onAdd }: ProfileSidebarProps) {
  const { t } = useTranslation();
  const tags: { tag: ProfileTag; label: string }[] = [
    { tag: null, label: t('profiles.tagAll') },
    { tag: 'Ativo', label: t('profiles.tagActive') },
    { tag: 'Inativo', label: t('profiles.tagInactive') },
  ];
  return (
    <Stack gap="4">
      <Button icon={<Plus size={16} aria-hidden />} onPress={onAdd}>
        {t('profiles.add')}
      </Button>
      <nav aria-label={t('profiles.tagsLabel')}>
        <Stack gap="2">
          <Text as="h2" variant="small" tone="muted">
            {t('profiles.tagsTitle')}
          </Text>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
            {tags.map((entry) => {
              const current = entry.tag === tag;
              return (
                <li key={entry.label}>
                  <Link
                    href={hrefOf(entry.tag)}
                    aria-current={current ? 'page' : undefined}
                    style={{ fontWeight: current ? 700 : 400 }}
                  >
                    {entry.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Stack>
      </nav>
    </Stack>
  );
}
