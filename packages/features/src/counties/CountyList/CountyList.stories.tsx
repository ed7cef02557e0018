import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { countyHandlers, countyListHandler, municipio } from '../../testing/county-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { CountyList } from './CountyList';

/** The municipality list: list kit, state/region/area filters, export, and the edit dialog. */
const meta = {
  title: 'Features/Counties/CountyList',
  component: CountyList,
  parameters: { msw: countyHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={(context.parameters as { path?: string }).path ?? '/admin-panel/county/list'}
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof CountyList>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (status: number, title: string, detail: string) => [
  http.post('*/Municipio/ListarMunicipios', () => problem(status, title, detail)),
  ...countyHandlers().slice(1),
];
const choose = async (canvasElement: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: option }));
};

/** The first page by name, with each municipality's area and region; the next page from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Americana' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Pesquisar' })).toHaveAttribute(
      'placeholder',
      'Nome do município ou UF',
    );
    const row = canvas.getByRole('row', { name: /Americana/ });
    await expect(within(row).getByText('Capital e ABC')).toBeVisible();
    await expect(within(row).getByText('Grande São Paulo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'São Paulo' })).toBeVisible();
  },
};

/** The state filter, then the region's: both in the address, each narrowing the page. */
export const FilterByStateAndRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Americana' });
    await choose(canvasElement, /Estado/, 'Rio de Janeiro');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 5 de 5 registros')).toBeVisible());
    await choose(canvasElement, /Região operacional/, 'Fluminense');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 3 de 3 registros')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Niterói' })).toBeVisible();
  },
};

/** "Sem área" lists the municipalities no influence area covers (and so in no region). */
export const WithoutArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Americana' });
    await choose(canvasElement, /Área de influência/, 'Sem área');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
    await expect(canvas.getAllByText('Sem região')).toHaveLength(10);
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Americana' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'rj');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 5 de 5 registros')).toBeVisible());
    await userEvent.click(canvas.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Rio de Janeiro'),
    );
  },
};

/** Opened from a shared link with the edit dialog named in the address. */
export const EditFromLink: Story = {
  parameters: { path: '/admin-panel/county/list?f.estadoId=35&editar=3500104' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Editar município' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Campinas',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [countyListHandler([], 60_000), ...countyHandlers().slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { path: '/admin-panel/county/list?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Americana' })).toBeVisible();
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

/** The profile may not list municipalities. */
export const Forbidden: Story = {
  parameters: {
    msw: failing(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names of municipality, area and region wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: countyHandlers([
      municipio(
        3500199,
        'São José do Vale do Rio Preto e Distritos Administrativos Reunidos',
        35,
        1,
        {
          AreaInfluenciaNome:
            'Capital, ABC Paulista, Alto Tietê e municípios da Serra da Cantareira',
          RegiaoOperacionalNome: 'Grande São Paulo, Baixada Santista e Vale do Ribeira',
        },
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: /Distritos Administrativos Reunidos$/,
      }),
    ).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Americana' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /XLSX/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
