import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { tenantUsers, userHandlers, userListHandler, usuario } from '../../testing/user-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { UserList } from './UserList';

/** The users list: searched, filtered by profile and status, sorted, paged and exported. */
const meta = {
  title: 'Features/Users/UserList',
  component: UserList,
  parameters: { msw: userHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={(context.parameters as { path?: string }).path ?? '/admin-panel/users'}
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

const others = userHandlers().slice(1);

/** The first page by name, with profile, dealership, region, status and last access. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Pessoa 001' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Pessoa 026' })).toBeVisible();
  },
};

/** Picking a profile filters on the server and keeps the filter in the address. */
export const FilterByProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pessoa 001' });
    await userEvent.click(canvas.getByRole('button', { name: /Perfil/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Regional' }));
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 7 de 7 registros')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Pessoa 003'),
    );
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pessoa 001' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'Pessoa 01');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
    await userEvent.click(canvas.getByRole('columnheader', { name: /Nome completo/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Pessoa 019'),
    );
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [userListHandler(tenantUsers, 60_000), ...others] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { path: '/admin-panel/users?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Pessoa 001' })).toBeVisible();
  },
};

/** The server failed: an error with retry. */
export const LoadError: Story = {
  parameters: {
    msw: [
      http.post('*/Usuario/ListarUsuarios', () =>
        problem(503, 'Indisponível', 'Serviço indisponível.'),
      ),
      ...others,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Não foi possível carregar a lista')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The profile may not list users. */
export const Forbidden: Story = {
  parameters: {
    msw: [
      http.post('*/Usuario/ListarUsuarios', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
      ...others,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names and logins wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: userHandlers([
      usuario(10, {
        nomeCompleto: 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Pereira',
        login: 'maria.aparecida.dos.santos.albuquerque.de.oliveira@concessionaria-exemplo.com.br',
        empresaNome: 'Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Vasconcelos Pereira$/ }),
    ).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pessoa 001' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /XLSX/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
