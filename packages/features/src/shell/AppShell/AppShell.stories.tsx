import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Skin } from '@emplacamento/ui';
import { loggedUser } from '../../testing/api-fixtures';
import { notificacao, realtimeHandlers } from '../../testing/api-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import type { MenuLayout } from '../preferences';
import { AppShell } from './AppShell';

const LONG_NAME = 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Cavalcanti';

/** A story's shell: signed in as an administrator (every menu entry) in the given layout. */
function signedIn(layout: MenuLayout, fullName = 'Maria Aparecida Souza') {
  function SignedIn(Story: () => ReactNode, context: { globals: { skin?: Skin } }) {
    return (
      <StoryPortal
        user={loggedUser(fullName)}
        preferences={{ skin: context.globals.skin ?? 'light', layout }}
      >
        {Story()}
      </StoryPortal>
    );
  }
  return SignedIn;
}

/** The signed-in frame of every menu page (§3): menu, user name, switchers and logout. */
const meta = {
  title: 'Features/Shell/AppShell',
  component: AppShell,
  parameters: {
    layout: 'fullscreen',
    msw: realtimeHandlers({
      documentos: [notificacao('n1', { texto: 'Importação concluída.', lida: false })],
    }),
  },
  args: {
    currentPath: '/dashboard-kpi',
    current: 'dashboard-kpi',
    navigate: fn(),
    children: <p>Conteúdo da página</p>,
  },
  decorators: [signedIn('vertical')],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical menu starts collapsed; the toggle opens it from the keyboard. */
export const VerticalLongMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).getAllByRole('link').length).toBeGreaterThan(10);
    const toggle = canvas.getByRole('button', { name: 'Alternar menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Dashboard KPI' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The horizontal menu, with a user name far longer than the header. */
export const HorizontalLongUserName: Story = {
  decorators: [signedIn('horizontal', LONG_NAME)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_NAME)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Alternar menu' })).toBeNull();
  },
};

/** Logout returns to the login page, which will bring the user back here. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sair' }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/login?redirectTo=%2Fdashboard-kpi'),
    );
  },
};

/** The language switcher turns the whole frame to English. */
export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Idioma/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'English' }));
    await expect(await canvas.findByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** The bell shows the unread count and opens the notifications page. */
export const NotificationsBellOpensThePage: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = await within(canvasElement).findByRole('button', {
      name: 'Notificações 1 não lida',
    });
    await userEvent.click(bell);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/notifications'));
  },
};
