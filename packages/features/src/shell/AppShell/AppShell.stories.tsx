import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRouteTable, routeByName } from '@emplacamento/access';
import { RouterProvider, type Skin } from '@emplacamento/ui';
import { loggedUser } from '../../testing/api-fixtures';
import { notificacao, realtimeHandlers } from '../../testing/api-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { viewHandlers } from '../../testing/view-handlers';
import type { MenuLayout } from '../preferences';
import { AppShell } from './AppShell';

const LONG_NAME = 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Cavalcanti';
const table = createRouteTable({ associacaoGrupoEconomico: null });
const navigateSpy = fn();

type User = ReturnType<typeof loggedUser>;

/** A story's shell: signed in (an administrator by default) in the given layout. */
function signedIn(layout: MenuLayout, user: User = loggedUser()) {
  function SignedIn(Story: () => ReactNode, context: { globals: { skin?: Skin } }) {
    return (
      <StoryPortal user={user} preferences={{ skin: context.globals.skin ?? 'light', layout }}>
        {/* Links and menu entries navigate through the app's router: here, a spy. */}
        <RouterProvider navigate={navigateSpy}>{Story()}</RouterProvider>
      </StoryPortal>
    );
  }
  return SignedIn;
}

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/**
 * The signed-in frame of every page: grouped menu (rail, open groups or horizontal group
 * menus), search-to-jump palette, bell, user menu, page header with breadcrumbs.
 */
const meta = {
  title: 'Features/Shell/AppShell',
  component: AppShell,
  parameters: {
    layout: 'fullscreen',
    msw: [
      ...realtimeHandlers({
        documentos: [notificacao('n1', { texto: 'Importação concluída.', lida: false })],
      }),
      // The user starred "Por marcas"; three saved views.
      ...viewHandlers({ starredReports: ['Invasao', 'Marca'] }),
    ],
  },
  args: {
    currentPath: '/reports/by-brands',
    current: routeByName(table, 'reports-by-brands'),
    homePath: '/dashboard-kpi',
    navigate: fn(),
    children: <p>Conteúdo da página</p>,
  },
  decorators: [signedIn('vertical')],
  beforeEach: () => {
    navigateSpy.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed rail (the default): one icon per group, its name as a tooltip, its entries as a menu. */
export const CollapsedRailWithTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Por marcas' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    const reports = within(nav).getByRole('button', { name: 'Relatórios' });
    // Keyboard focus shows the tooltip (a pointer hover does too, after a short delay). A Tab
    // makes the keyboard the current modality; Shift alone does not (react-aria ignores
    // modifiers), so after an earlier click the focus would have counted as a pointer's.
    await userEvent.tab();
    reports.focus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent('Relatórios');
    await userEvent.click(reports);
    const menu = await body(canvasElement).findByRole('menu', { name: 'Relatórios' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Boletim diário' }));
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/reports/daily-report', undefined),
    );
  },
};

/** Opened from the keyboard: titled groups, the current page's group open and its entry marked. */
export const ExpandedGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Expandir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).getByRole('link', { name: 'Por marcas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cadastros = within(nav).getByRole('button', { name: 'Cadastros' });
    await expect(cadastros).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cadastros);
    await expect(cadastros).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Concessionárias' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Grupos empresa' })).toBeVisible();
  },
};

/**
 * The reports the user starred lead the reports group, after My reports, in the order starred;
 * the rest keep the catalogue's order.
 */
export const StarredReportsLeadTheMenu: Story = {
  decorators: [signedIn('horizontal')],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Relatórios' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Relatórios' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .slice(0, 4)
          .map((item) => item.textContent),
      ).toEqual(['Meus relatórios', 'Invasão', 'Por marcas', 'Boletim diário']),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The horizontal layout: one row of group menus, never rows of links above the page. */
export const HorizontalGroupMenus: Story = {
  decorators: [signedIn('horizontal')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).queryAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Gráficos' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Gráficos' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
  },
};

/** Ctrl-K opens the palette; typing without accents finds the page; Enter opens it. */
export const CommandPaletteOpensARoute: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    const field = within(dialog).getByRole('searchbox', { name: 'Ir para uma página' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'boletim diario');
    await expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/reports/daily-report', undefined),
    );
  },
};

/** The saved views are in the palette, by name and report: Enter opens the view's own address. */
export const CommandPaletteOpensASavedView: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'ranking de segunda');
    const item = await within(dialog).findByRole('menuitem', {
      name: /Ranking de segunda · Emplacamentos por marca/,
    });
    await expect(within(dialog).getAllByRole('menuitem')).toEqual([item]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/my-reports/view/1', undefined));
  },
};

/** Nothing matches: the palette says so instead of an empty box. */
export const CommandPaletteEmpty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Buscar páginas/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'xyzzy');
    await expect(await within(dialog).findByText('Nenhuma página encontrada')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A user granted nothing (forbidden everywhere): no menu entry, yet their own pages stay in reach. */
export const NoPermissions: Story = {
  decorators: [signedIn('vertical', { ...loggedUser(), ehAdmin: false, ability: [] })],
  parameters: { msw: [...realtimeHandlers(), ...viewHandlers({ views: [], starredReports: [] })] },
  args: {
    current: routeByName(table, 'admin-panel-profile-settings'),
    currentPath: '/admin-panel/profile-settings/page',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /Buscar páginas/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    const items = within(dialog).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Meu perfil', 'Notificações']);
    await userEvent.keyboard('{Escape}');
  },
};

/** The user menu: language, skin and layout in one place; English turns the whole frame. */
export const UserMenuSwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Menu do usuário/ }));
    const menu = await body(canvasElement).findByRole('menu', { name: /Menu do usuário/ });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(await canvas.findByRole('button', { name: /User menu/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'By brand' })).toBeVisible();
  },
};

/** Sign out from the user menu returns to the login page, which brings the user back here. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Menu do usuário/ }));
    const menu = await body(canvasElement).findByRole('menu', { name: /Menu do usuário/ });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/login?redirectTo=%2Freports%2Fby-brands'),
    );
  },
};

/** A very long name: the header stays one row (the first name shows, the menu title has it all). */
export const LongUserName: Story = {
  decorators: [signedIn('vertical', loggedUser(LONG_NAME))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Maria · Menu do usuário/ });
    const header = canvasElement.querySelector('header');
    await expect(button).toBeVisible();
    await expect(header?.getBoundingClientRect().height).toBeLessThan(80);
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

/** An edit page sits under its list: the breadcrumbs lead back to the list, then name the page. */
export const EditPageBreadcrumbs: Story = {
  args: {
    currentPath: '/admin-panel/user/edit/3',
    current: routeByName(table, 'admin-panel-user-edit'),
  },
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(trail).getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(within(trail).getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'href',
      '/admin-panel/users',
    );
    await expect(within(trail).getByText('Editar usuário')).toBeVisible();
  },
};
