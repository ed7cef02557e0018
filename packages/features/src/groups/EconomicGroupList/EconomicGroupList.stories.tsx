import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import {
  economicGroupHandlers,
  economicListHandler,
  grupoEconomico,
} from '../../testing/group-handlers';
import { listStateStories, listStoryDecorator } from '../../testing/list-stories';
import { EconomicGroupList } from './EconomicGroupList';

const LIST = '/admin-panel/group-economic/list';

/** The economic-group list: list kit, status filter, export, and the add/edit dialog. */
const meta = {
  title: 'Features/Groups/EconomicGroupList',
  component: EconomicGroupList,
  parameters: { msw: economicGroupHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator(LIST)],
} satisfies Meta<typeof EconomicGroupList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  listCall: '*/GrupoEconomico/ListarGruposEconomicos',
  handlers: economicGroupHandlers,
  slowList: economicListHandler([], 60_000),
  firstRow: 'Holding 01',
  emptyPath: `${LIST}?q=zzz`,
});

/** The first page, ordered by name; the next page comes from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Holding 01' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo grupo econômico' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Holding 26' })).toBeVisible();
  },
};

/**
 * Where EMP_ASSOCIACAO_GRUPO_ECONOMICO is N the business groups are the "Grupos econômicos": this
 * screen lists groups of them, and every word of it says so (ADR 0250).
 */
export const TitleWhereBusinessGroupsAreEconomic: Story = {
  parameters: { economicGroupParameter: 'N' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Novo grupo de grupos econômicos' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Grupos de grupos econômicos' })).toBeVisible();
    await expect(
      canvas.getByRole('grid', { name: 'Grupos de grupos econômicos cadastrados' }),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Grupos econômicos/ })).toBeVisible();
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Holding 01' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'Holding 2');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
    await userEvent.click(canvas.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Holding 29'),
    );
  },
};

/** The status filter says "Todas" (Situação is feminine), filters on the server, and is kept in the address. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Holding 01' });
    const status = canvas.getByRole('button', { name: /Situação/ });
    await expect(status).toHaveTextContent('Todas');
    await userEvent.click(status);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Inativo' }));
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Holding 03' })).toBeVisible();
  },
};

/** Opened from a shared link with the edit dialog named in the address. */
export const EditFromLink: Story = {
  parameters: { path: `${LIST}?f.ativo=false&editar=6` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Editar grupo econômico' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Holding 06',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A profile without the economic-group event, where the tenant opens the screen to everyone:
 * the list read-only (no add button, names not links, an edit link in the address ignored).
 */
export const ReadOnly: Story = {
  parameters: {
    path: `${LIST}?editar=6`,
    user: { ...loggedUser('Carla Concessionária'), ehAdmin: false, ability: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Holding 01' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Holding 01' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Novo grupo econômico' })).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Long names wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: economicGroupHandlers([
      grupoEconomico(1, {
        Nome: 'Holding de Participações Societárias do Interior e do Litoral Paulista e Fluminense',
        Codigo: 'HOLDING-PART-2026',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Fluminense$/ }),
    ).toBeVisible();
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = states.Loading;
/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = states.Empty;
/** The server failed (after the retries of a read): an error with retry. */
export const LoadError: Story = states.LoadError;
/** The profile may not list economic groups (the tenant keeps them to the event). */
export const Forbidden: Story = states.Forbidden;
/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = states.Export;
