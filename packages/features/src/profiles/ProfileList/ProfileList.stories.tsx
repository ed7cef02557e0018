import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { perfil, profileHandlers, profileListHandler } from '../../testing/profile-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { ProfileList } from './ProfileList';

/** The profiles screen: side panel with the status tags, the list kit, and both dialogs. */
const meta = {
  title: 'Features/Profiles/ProfileList',
  component: ProfileList,
  parameters: { msw: profileHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={(context.parameters as { path?: string }).path ?? '/administrative/settings'}
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ProfileList>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (status: number, title: string, detail: string) => [
  http.post('*/Administracao/Perfil/ListarPerfis', () => problem(status, title, detail)),
  ...profileHandlers().slice(1),
];
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The first page ordered by name, the tags in the side panel; the next page from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Admin Abracaf' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    const tags = canvas.getByRole('navigation', { name: 'Situação dos perfis' });
    await expect(within(tags).getByRole('link', { name: 'Todos os perfis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Validação da Marca' })).toBeVisible();
  },
};

/** Typing searches on the server; clicking the users header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Admin Abracaf' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'concession');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 3 de 3 registros')).toBeVisible());
    await userEvent.click(canvas.getByRole('columnheader', { name: /Usuários/ }));
    // The second click turns the order the list shows: wait for it to show the first.
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Usuários/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: /Usuários/ }));
    // Most users first: the store profile has two, the other two matches one each.
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Concessionária Loja'),
    );
  },
};

/** The Inativo tag lists only the inactive profiles and is the current tag. */
export const InactiveTag: Story = {
  args: { tag: 'Inativo' },
  parameters: { path: '/administrative/settings/tag/Inativo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 4 de 4 registros')).toBeVisible());
    await expect(canvas.getAllByText('Inativo')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Inativos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** "Novo perfil" opens the profile dialog, named in the address. */
export const AddFromSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Admin Abracaf' });
    await userEvent.click(canvas.getByRole('button', { name: 'Novo perfil' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Novo perfil' });
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('');
  },
};

/** A shared link opens the permission matrix of a profile over the list. */
export const PermissionsFromLink: Story = {
  parameters: { path: '/administrative/settings?permissoes=10' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Permissões de Concessionária Loja',
    });
    await expect(await within(dialog).findByText('Selecionadas: 2 de 12')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The permissions link of a row names the profile. */
export const PermissionsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Permissões de Boletim Diário' });
    await expect(link).toHaveAttribute('href', expect.stringContaining('permissoes=7'));
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [profileListHandler([], 60_000), ...profileHandlers().slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the search. */
export const Empty: Story = {
  parameters: { path: '/administrative/settings?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Admin Abracaf' })).toBeVisible();
  },
};

/** The server failed (after the retries of a read): an error with retry. */
export const LoadError: Story = {
  parameters: { msw: failing(503, 'Indisponível', 'Serviço indisponível.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Não foi possível carregar a lista')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The profile may not manage profiles. */
export const Forbidden: Story = {
  parameters: {
    msw: failing(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names wrap inside their cells; large counts are grouped. */
export const LongText: Story = {
  parameters: {
    msw: profileHandlers([
      perfil(1, {
        nome: 'Consultores regionais de mercado das concessionárias do interior de São Paulo e Minas',
        quantidadeUsuarios: 1234,
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /^Consultores regionais.*Minas$/ }),
    ).toBeVisible();
    await expect(canvas.getByText('1.234')).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Admin Abracaf' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
