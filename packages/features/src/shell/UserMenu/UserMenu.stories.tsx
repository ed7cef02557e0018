import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RouterProvider, type Skin } from '@emplacamento/ui';
import { StoryPortal } from '../../testing/StoryPortal';
import { usePreferences } from '../preferences';
import { UserMenu } from './UserMenu';

const LONG_NAME = 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Cavalcanti';
const navigate = fn();

/** Shows the preferences the menu changed, so a play function can see them take effect. */
function Preferences() {
  const { language, skin, layout } = usePreferences();
  return <output aria-label="preferências">{`${language} ${skin} ${layout}`}</output>;
}

function withPreferences(Story: () => ReactNode, context: { globals: { skin?: Skin } }) {
  return (
    <StoryPortal preferences={{ skin: context.globals.skin ?? 'light', layout: 'vertical' }}>
      <RouterProvider navigate={navigate}>
        {Story()}
        <Preferences />
      </RouterProvider>
    </StoryPortal>
  );
}

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Open the menu from its button and return it. */
async function open(canvasElement: HTMLElement, name: RegExp = /Menu do usuário/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return body(canvasElement).findByRole('menu', { name: /Menu do usuário/ });
}

/**
 * Everything about the signed-in user in one menu of the header: profile, notifications,
 * language, skin, menu layout (wide screens only) and sign-out.
 */
const meta = {
  title: 'Features/Shell/UserMenu',
  component: UserMenu,
  args: {
    fullName: 'Ana Administradora',
    role: 'Administrador',
    profileHref: '/admin-panel/profile-settings/page',
    notificationsHref: '/notifications',
    onLogout: fn(),
  },
  decorators: [withPreferences],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: initials and first name; the name of the button says what it opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Ana · Menu do usuário',
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened: the user and profile head the menu; "Meu perfil" goes to the profile page. */
export const OpensProfile: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).getByText('Ana Administradora · Administrador')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Meu perfil' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/admin-panel/profile-settings/page', undefined),
    );
  },
};

/** From the keyboard: Enter opens it on the first entry; the arrows reach Notificações. */
export const KeyboardToNotifications: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /Menu do usuário/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: /Menu do usuário/ });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Meu perfil' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Notificações' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/notifications', undefined));
  },
};

/** The skin: one checked choice; the dark one takes effect at once. */
export const SwitchesSkin: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const dark = within(menu).getByRole('menuitemradio', { name: 'Escuro' });
    await userEvent.click(dark);
    await expect(
      within(canvasElement).getByRole('status', { name: 'preferências' }),
    ).toHaveTextContent('pt-BR dark vertical');
    const reopened = await open(canvasElement);
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The menu layout (wide screens): horizontal takes effect at once. */
export const SwitchesLayout: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Horizontal' }));
    await expect(
      within(canvasElement).getByRole('status', { name: 'preferências' }),
    ).toHaveTextContent(/horizontal$/);
  },
};

/** Another language turns the menu itself. */
export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Ana · Benutzermenü' }),
    ).toBeVisible();
  },
};

/** Sign out is the last entry. */
export const SignsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A very long name: the button shows the first name; the menu's title wraps the whole. */
export const LongText: Story = {
  args: { fullName: LONG_NAME, role: 'Concessionária Grupo Dealer' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Maria · Menu do usuário' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(200);
    const menu = await open(canvasElement, /Maria/);
    const title = within(menu).getByText(`${LONG_NAME} · Concessionária Grupo Dealer`);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** A phone: the name is read but not shown, and there is no layout choice (always the drawer). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).queryByRole('menuitemradio', { name: 'Horizontal' })).toBeNull();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Claro' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
