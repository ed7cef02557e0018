import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import {
  regiaoOperacional,
  regionHandlers,
  regionListHandler,
} from '../../testing/region-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { RegionList } from './RegionList';

/** The operational-region list: list kit, status filter, export, and the add/edit dialog. */
const meta = {
  title: 'Features/Regions/RegionList',
  component: RegionList,
  parameters: { msw: regionHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={
            (context.parameters as { path?: string }).path ?? '/admin-panel/regions/list'
          }
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof RegionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (status: number, title: string, detail: string) => [
  http.post('*/RegiaoOperacional/ListarRegioesOperacionais', () => problem(status, title, detail)),
  ...regionHandlers().slice(1),
];

/** The first page, ordered by name; the next page comes from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Centro-Oeste' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nova região operacional' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Sul 10' })).toBeVisible();
  },
};

/** Typing searches names and codes on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Centro-Oeste' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'RO-1');
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
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Sudeste 19'),
    );
  },
};

/** The status filter, named in the address, keeps the inactive regions only. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Centro-Oeste' });
    await userEvent.click(canvas.getByRole('button', { name: /Ativa/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Não' }));
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 5 de 5 registros')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Norte 06' })).toBeVisible();
    await expect(canvas.getAllByText('Inativa')).toHaveLength(5);
  },
};

/** The count of municipalities opens the municipality list filtered by the region. */
export const MunicipalitiesLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Ver os 6 municípios de Sudeste' });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringContaining('/admin-panel/county/list?f.regiaoOperacionalId=4'),
    );
  },
};

/** Opened from a shared link with the edit dialog named in the address. */
export const EditFromLink: Story = {
  parameters: { path: '/admin-panel/regions/list?f.ativo=true&editar=4' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Editar região operacional' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Sudeste',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [regionListHandler([], 60_000), ...regionHandlers().slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { path: '/admin-panel/regions/list?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Centro-Oeste' })).toBeVisible();
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

/** The profile may not list operational regions. */
export const Forbidden: Story = {
  parameters: {
    msw: failing(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names and codes wrap or stay whole inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: regionHandlers([
      regiaoOperacional(1, {
        Nome: 'Região Metropolitana de São Paulo, Baixada Santista, Vale do Ribeira e Litoral Sul',
        Codigo: 'RO-METROPOLITANA-SP1',
        QuantidadeMunicipios: 1668,
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /^Região Metropolitana.*Litoral Sul$/ }),
    ).toBeVisible();
    await expect(canvas.getByText('1.668')).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Centro-Oeste' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
