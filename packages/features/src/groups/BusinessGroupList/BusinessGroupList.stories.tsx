import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { groupHandlers, groupListHandler, grupoEmpresa } from '../../testing/group-handlers';
import { listStateStories, listStoryDecorator } from '../../testing/list-stories';
import { BusinessGroupList } from './BusinessGroupList';

const LIST = '/admin-panel/group/list';

/** The business-group list: list kit, filters, export, and the add/edit dialog. */
const meta = {
  title: 'Features/Groups/BusinessGroupList',
  component: BusinessGroupList,
  parameters: { msw: groupHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator(LIST)],
} satisfies Meta<typeof BusinessGroupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  listCall: '*/GrupoEmpresa/ListarGruposEmpresa',
  handlers: groupHandlers,
  slowList: groupListHandler([], 60_000),
  firstRow: 'Grupo 001',
  emptyPath: `${LIST}?q=zzz`,
});

/** The first page, ordered by name; the next page comes from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Grupo 001' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo grupo empresa' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Grupo 026' })).toBeVisible();
  },
};

/** Where EMP_ASSOCIACAO_GRUPO_ECONOMICO is N the screen says "Grupos econômicos" and "Novo grupo econômico". */
export const TitleFromParameter: Story = {
  parameters: { economicGroupParameter: 'N' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Novo grupo econômico' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Grupos econômicos' })).toBeVisible();
    // Its groups belong to groups of economic groups, never to an "economic group" of their own kind.
    await expect(
      await canvas.findByRole('columnheader', { name: /Grupo de grupos econômicos/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Grupo de grupos econômicos/ })).toBeVisible();
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Grupo 001' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'Grupo 02');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
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
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 7 de 7 registros')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Grupo 004' })).toBeVisible();
  },
};

/** Opened from a shared link with the edit dialog named in the address. */
export const EditFromLink: Story = {
  parameters: { path: `${LIST}?f.ativo=false&editar=8` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Editar grupo empresa' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Grupo 008',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
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

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = states.Loading;
/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = states.Empty;
/** The server failed (after the retries of a read): an error with retry. */
export const LoadError: Story = states.LoadError;
/** The profile may not list business groups. */
export const Forbidden: Story = states.Forbidden;
/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = states.Export;
