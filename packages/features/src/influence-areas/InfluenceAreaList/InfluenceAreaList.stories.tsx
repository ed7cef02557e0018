import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import {
  areaInfluencia,
  areaListHandler,
  influenceAreaHandlers,
} from '../../testing/influence-area-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { InfluenceAreaList } from './InfluenceAreaList';

/** The influence areas of the tenant, on the list kit. */
const meta = {
  title: 'Features/InfluenceAreas/InfluenceAreaList',
  component: InfluenceAreaList,
  parameters: { msw: influenceAreaHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={(context.parameters as { path?: string }).path ?? '/admin-panel/area/list'}
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof InfluenceAreaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page by name; the next page comes from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Área 01' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Área 26' })).toBeVisible();
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Área 01' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'AI-1');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
    await userEvent.click(canvas.getByRole('columnheader', { name: /Código/ }));
    // The second click turns the order the list shows: wait for it to show the first.
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Código/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: /Código/ }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Área 19'));
  },
};

/** Opened from a shared link: the status filter and the order come from the address. */
export const FromSharedLink: Story = {
  parameters: { path: '/admin-panel/area/list?f.ativo=false&sort=Nome:desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Área 28'));
    await expect(canvas.getByText('Mostrando 1 a 4 de 4 registros')).toBeVisible();
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [areaListHandler([], 60_000), ...influenceAreaHandlers().slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { path: '/admin-panel/area/list?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Área 01' })).toBeVisible();
  },
};

/** The server failed (after the retries of a read): an error with retry. */
export const LoadError: Story = {
  parameters: {
    msw: [
      http.post('*/AreaInfluencia/ListarAreasInfluencia', () =>
        problem(503, 'Indisponível', 'Serviço indisponível.'),
      ),
      ...influenceAreaHandlers().slice(1),
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

/** The profile may not list influence areas. */
export const Forbidden: Story = {
  parameters: {
    msw: [
      http.post('*/AreaInfluencia/ListarAreasInfluencia', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
      ...influenceAreaHandlers().slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: influenceAreaHandlers([
      areaInfluencia(1, {
        Nome: 'Região Metropolitana de Campinas, Vale do Paraíba, Litoral Norte e Serra da Mantiqueira',
        RegiaoOperacionalNome: 'Interior Paulista, Sul de Minas Gerais e Triângulo Mineiro',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Serra da Mantiqueira$/ }),
    ).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Área 01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /XLSX/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
