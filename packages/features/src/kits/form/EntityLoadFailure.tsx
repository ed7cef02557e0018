import { Lock, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '@emplacamento/api-client';
import { Button, EmptyState } from '@emplacamento/ui';

/** Props of {@link EntityLoadFailure}. */
export interface EntityLoadFailureProps {
  /** Why the entity could not be read. */
  readonly error: ApiRequestError;
  /** What a 404 says ("Concessionária não encontrada"), in the user's language. */
  readonly notFoundTitle: string;
  /** Reads it again (the retry button of a failure that is neither 403 nor 404). */
  readonly onRetry: () => void;
}

/**
 * Why an edit form cannot open: not allowed (403), gone (404), or anything else with a retry.
 * Every form screen and dialog shows the same three states the same way.
 */
export function EntityLoadFailure({ error, notFoundTitle, onRetry }: EntityLoadFailureProps) {
  const { t } = useTranslation();
  const status = error.error.kind === 'problem' ? error.error.status : 0;
  if (status === 403) {
    return (
      <EmptyState
        icon={<Lock size={32} aria-hidden />}
        title={t('listKit.forbiddenTitle')}
        description={t('listKit.forbiddenText')}
      />
    );
  }
  if (status === 404) {
    return <EmptyState icon={<SearchX size={32} aria-hidden />} title={notFoundTitle} />;
  }
  return (
    <EmptyState
      icon={<TriangleAlert size={32} aria-hidden />}
      title={t('errors.genericTitle')}
      description={t('errors.genericText')}
      action={
        <Button variant="secondary" onPress={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
