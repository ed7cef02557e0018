import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiRequestError } from '@emplacamento/api-client';
import { Button, Card, EmptyState, Link, SkeletonText, Stack, Text } from '@emplacamento/ui';

/** Props of {@link KpiCard}. */
export interface KpiCardProps<T> {
  /** The card's heading. */
  title: string;
  /** The call behind the card. */
  query: UseQueryResult<T, ApiRequestError>;
  /** Whether the answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** The card's content for an answer with data. */
  children: (data: T) => ReactNode;
  /** The report behind the figure, when the user may open it. @default none */
  report?: { href: string; label: string } | null;
}

/**
 * One indicator of the dashboard with its own states: loading (announced once), error (a retry;
 * a refusal says so instead), empty, data. Each card waits for its own call only.
 */
export function KpiCard<T>({ title, query, isEmpty, children, report }: KpiCardProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending) body = <SkeletonText lines={5} label={t('kpi.loading', { title })} />;
  else if (query.isError) {
    const { error } = query.error;
    const forbidden = 'status' in error && error.status === 403;
    body = (
      <Stack gap="3" alignItems="flex-start">
        <Text tone="danger" role="alert">
          {t(forbidden ? 'kpi.forbidden' : 'kpi.error')}
        </Text>
        {!forbidden && (
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    );
  } else if (isEmpty(query.data)) body = <EmptyState description={t('kpi.empty')} />;
  else body = children(query.data);
  return (
    // A grid item is as wide as its content by default; 0 lets a wide table scroll in the card
    // instead of widening the page on a phone.
    <Card
      title={title}
      aria-busy={query.isFetching}
      style={{ minWidth: 0 }}
      actions={report ? <Link href={report.href}>{report.label}</Link> : undefined}
    >
      {body}
    </Card>
  );
}
