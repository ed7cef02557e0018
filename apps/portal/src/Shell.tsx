import { AppShell, type AppShellProps } from '@emplacamento/features';

/**
 * The menu shell, a chunk of its own: the sign-in and other full-layout pages never load the
 * menus, the notifications, the realtime client or the command palette.
 */
export default function Shell(props: AppShellProps) {
  return <AppShell {...props} />;
}
