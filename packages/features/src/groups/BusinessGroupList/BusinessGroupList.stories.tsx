import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { groupHandlers, groupListHandler, grupoEmpresa } from '../../testing/group-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { BusinessGroupList } from './BusinessGroupList';

interface Params {
  path?: string;
  economicGroupParameter?: string;
}

/** The business-group list: list kit, filters, export, and the add/edit dialog. */
const meta = {
  title: 'Features/Groups/BusinessGroupList',
  component: BusinessGroupList,
  parameters: { msw: groupHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => {
      const params = context.parameters as Params;
      return (
        <StoryPortal user={loggedUser()} economicGroupParameter={params.economicGroupParameter}>
          <StoryRouter initialPath={params.path ?? '/admin-panel/group/list'}>
            <Story />
          </StoryRouter>
        </StoryPortal>
      );
    },
  ],
} satisfies Meta<typeof BusinessGroupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (status: number, title: string, detail: string) => [
  http.post('*/GrupoEmpresa/ListarGruposEmpresa', () => problem(status, title, detail)),
  ...groupHandlers().slice(1),
];

/** The first page, ordered by name; the next page comes from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Grupo 001' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo Grupo Empresa' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Grupo 026' })).toBeVisible();
  },
};

/** Where EMP_ASSOCIACAO_GRUPO_ECONOMICO is N the screen says "Grupo Econômico". */
export const TitleFromParameter: Story = {
  parameters: { economicGroupParameter: 'N' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Novo Grupo Econômico' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Grupo Econômico' })).toBeVisible();
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Grupo 001' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'Grupo 02');
    await expect(await canvas.findByText('Mostrando 1 a 10 de 10 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Grupo 029'));
  },
};

/** Picking a status filters on the server and writes the filter into the address. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Grupo 001' });
    await userEvent.click(canvas.getByRole('button', { name: /Situação/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Inativo' }));
    await expect(await canvas.findByText('Mostrando 1 a 7 de 7 registros')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Grupo 004' })).toBeVisible();
  },
};

/** Opened from a shared link with the edit dialog named in the address. */
export const EditFromLink: Story = {
  parameters: { path: '/admin-panel/group/list?f.ativo=false&editar=8' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Editar Grupo Empresa' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Grupo 008',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [groupListHandler([], 60_000), ...groupHandlers().slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { path: '/admin-panel/group/list?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Grupo 001' })).toBeVisible();
  },
};

/** The server failed (after the retries of a read): an error with retry. */
export const LoadError: Story = {
  parameters: { msw: failing(503, 'Indisponível', 'Serviço indisponível.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar a lista')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The profile may not list business groups. */
export const Forbidden: Story = {
  parameters: {
    msw: failing(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: groupHandlers([
      grupoEmpresa(1, {
        Nome: 'Grupo Comercial Paulista de Concessionárias Nacionais e Importadas da Zona Sul',
        GrupoEconomicoNome:
          'Holding de Participações Societárias do Interior e do Litoral Paulista',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Zona Sul$/ }),
    ).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Grupo 001' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
