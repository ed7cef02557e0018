import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@emplacamento/api-client';
import { formatNotificationTime } from '@emplacamento/i18n';
import type { DocumentoRealtime } from '@emplacamento/realtime';
import {
  AlertDialog,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Inline,
  SkeletonText,
  Stack,
  Text,
  vars,
} from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { notificationText } from '../notification-text';
import { useNotifications } from '../use-notifications';

/** Why the list could not be read: refused (403, with the server's words) or anything else. */
const failureOf = (error: unknown) => {
  const cause = error instanceof ApiRequestError ? error.error : null;
  const problem = cause?.kind === 'problem' ? cause.problem : null;
  return { forbidden: problem?.status === 403, detail: problem?.detail ?? null };
};

/**
 * The notifications page (`/notifications`, any signed-in user, §9): the user's notifications
 * newest first, live through `@emplacamento/realtime`; unread ones are marked and can be marked
 * read one by one or all at once, and any can be removed after a confirmation.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [attempt, setAttempt] = useState(0);
  const { documentos, erro, estado } = useNotifications(200, attempt);
  // Marked read or removed here and not yet heard back from the stream.
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // The notification whose removal waits for the user's confirmation (removal cannot be undone).
  const [confirming, setConfirming] = useState<DocumentoRealtime | null>(null);
  const removing = confirming === null ? null : notificationText(confirming.dados, t, i18n);

  const change = async (ids: readonly string[], action: 'read' | 'remove') => {
    const mark = action === 'read' ? setRead : setRemoved;
    mark((current) => new Set([...current, ...ids]));
    const results = await Promise.allSettled(
      ids.map((id) =>
        action === 'read'
          ? session.realtime.update('notificacoes', id, { lida: true })
          : session.realtime.remove('notificacoes', id),
      ),
    );
    const failed = ids.filter((_id, index) => results[index]?.status === 'rejected');
    if (failed.length === 0) return;
    mark((current) => new Set([...current].filter((id) => !failed.includes(id))));
    toasts.danger(t('notifications.actionFailed'));
  };

  const title = t('notifications.title');
  if (documentos === null && erro === null) {
    return (
      <Card>
        <SkeletonText lines={4} label={t('actions.loading')} />
      </Card>
    );
  }
  if (documentos === null) {
    const failure = failureOf(erro);
    return (
      <Card>
        <Stack gap="3" role="alert">
          <Text as="p">
            {failure.forbidden
              ? (failure.detail ?? t('errors.notAuthorizedText'))
              : t('notifications.loadFailed')}
          </Text>
          {failure.forbidden ? null : (
            <Inline>
              <Button
                variant="secondary"
                onPress={() => {
                  setAttempt((n) => n + 1);
                }}
              >
                {t('actions.retry')}
              </Button>
            </Inline>
          )}
        </Stack>
      </Card>
    );
  }

  const items = documentos.filter((item) => !removed.has(item.id));
  const isUnread = (item: DocumentoRealtime) => item.dados.lida !== true && !read.has(item.id);
  const unread = items.filter(isUnread).map((item) => item.id);
  return (
    <Card
      actions={
        unread.length > 0 ? (
          <Button variant="secondary" size="sm" onPress={() => void change(unread, 'read')}>
            {t('notifications.markAllAsRead')}
          </Button>
        ) : undefined
      }
    >
      {estado === 'reconectando' ? (
        <Text as="p" variant="small" tone="muted" role="status">
          {t('notifications.reconnecting')}
        </Text>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={t('notifications.empty')} />
      ) : (
        <Box
          as="ul"
          display="flex"
          flexDirection="column"
          gap="2"
          padding="0"
          marginY="0"
          aria-label={title}
        >
          {items.map((item) => {
            const fresh = isUnread(item);
            const { title: heading, text } = notificationText(item.dados, t, i18n);
            return (
              <Box
                as="li"
                key={item.id}
                display="flex"
                flexDirection={{ base: 'column', md: 'row' }}
                alignItems={{ base: 'stretch', md: 'flex-start' }}
                justifyContent="space-between"
                gap="3"
                padding="3"
                borderRadius="md"
                // Unread is news, not an alarm: a neutral tint (never the brand's, which is red
                // or gold for some associations and read as a warning in the dark skin), the
                // blue "unread" mark and a bold title; read ones sit on the card itself.
                background={fresh ? 'muted' : undefined}
                style={{ border: `1px solid ${vars.color.surfaceMuted}` }}
                data-unread={fresh ? 'true' : undefined}
              >
                <Stack gap="1" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Inline gap="2">
                    {fresh ? (
                      <Badge tone="info" dot>
                        {t('notifications.unread')}
                      </Badge>
                    ) : null}
                    <Text as="span" variant="small" tone="muted">
                      <time dateTime={item.criadoEm}>
                        {formatNotificationTime(item.criadoEm, { locale: i18n.language })}
                      </time>
                    </Text>
                  </Inline>
                  {heading === '' ? null : (
                    <Text as="span" style={{ fontWeight: fresh ? 700 : 500 }}>
                      {heading}
                    </Text>
                  )}
                  <Text as="p" tone={fresh ? undefined : 'muted'}>
                    {text}
                  </Text>
                </Stack>
                <Inline gap="2">
                  {fresh ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => void change([item.id], 'read')}
                    >
                      {t('notifications.markAsRead')}
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => {
                      setConfirming(item);
                    }}
                  >
                    {t('actions.delete')}
                  </Button>
                </Inline>
              </Box>
            );
          })}
        </Box>
      )}
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('shell.removeNotificationTitle')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() => {
          if (confirming) void change([confirming.id], 'remove');
        }}
      >
        {removing === null ? '' : removing.title || removing.text}
      </AlertDialog>
    </Card>
  );
}
