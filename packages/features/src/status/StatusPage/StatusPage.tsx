import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, Inline, Link, Stack, Text } from '@emplacamento/ui';

/** Which status the page tells. */
export type StatusKind =
  'not-found' | 'not-authorized' | 'under-construction' | 'coming-soon' | 'maintenance' | 'error';

const texts: Record<StatusKind, readonly [ParseKeys, ParseKeys]> = {
  'not-found': ['errors.notFoundTitle', 'errors.notFoundText'],
  'not-authorized': ['errors.notAuthorizedTitle', 'errors.notAuthorizedText'],
  'under-construction': ['errors.underConstructionTitle', 'errors.underConstructionText'],
  'coming-soon': ['errors.comingSoonTitle', 'errors.comingSoonText'],
  maintenance: ['errors.maintenanceTitle', 'errors.maintenanceText'],
  error: ['errors.genericTitle', 'errors.genericText'],
};

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  readonly kind: StatusKind;
  /** The page's own name (e.g. the title of a route still being built). @default undefined */
  readonly subject?: string;
  /** Offers a retry button (a script chunk that failed to load). @default undefined */
  readonly onRetry?: () => void;
  /** Where "back home" goes. @default '/' */
  readonly homeHref?: string;
  /**
   * Level of its heading: 1 on a page of its own, 2 inside the shell, whose page header holds
   * the page's level-1 title. @default 1
   */
  readonly headingLevel?: 1 | 2;
}

/**
 * The 404, not-authorized, under-construction, coming-soon, maintenance and error pages of §2
 * and §8: a level-1 heading, what happened, and the way back.
 */
export function StatusPage({
  kind,
  subject,
  onRetry,
  homeHref = '/',
  headingLevel = 1,
}: StatusPageProps) {
  const { t } = useTranslation();
  const [title, text] = texts[kind];
  return (
    <Card>
      <Stack gap="4">
        <Heading level={headingLevel} tabIndex={headingLevel === 1 ? -1 : undefined}>
          {t(title)}
        </Heading>
        {subject ? (
          <Text variant="h3" as="p">
            {subject}
          </Text>
        ) : null}
        <Text tone="muted">{t(text)}</Text>
        <Inline gap="4">
          {onRetry ? <Button onPress={onRetry}>{t('actions.retry')}</Button> : null}
          <Link href={homeHref}>{t('errors.backHome')}</Link>
        </Inline>
      </Stack>
    </Card>
  );
}
