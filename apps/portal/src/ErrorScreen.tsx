import { StatusPage } from '@emplacamento/features';
import { FullLayout } from '@emplacamento/ui';

/** The error page with a retry that reloads: a failed chunk, an unreadable configuration. */
export function ErrorScreen() {
  return (
    <FullLayout>
      <StatusPage
        kind="error"
        onRetry={() => {
          window.location.reload();
        }}
      />
    </FullLayout>
  );
}
