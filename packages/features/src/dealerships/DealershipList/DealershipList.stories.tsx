import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import type { RouteObject } from 'react-router';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { concessionaria, dealershipHandlers, listHandler } from '../../testing/dealership-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { DealershipList } from './DealershipList';

/** The dealership list: the reference list screen (server-side search, sort, paging, export). */
const meta = {
  title: 'Features/Dealerships/DealershipList',
  component: DealershipList,
  parameters: { msw: dealershipHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={
            (context.parameters as { path?: string }).path ?? '/admin-panel/dealerships/list'
          }
          routes={(context.parameters as { routes?: RouteObject[] }).routes}
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof DealershipList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, ordered by trade name; the next page comes from the server. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Auto 001' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 40 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByRole('link', { name: 'Auto 026' })).toBeVisible();
  },
};

/** Typing searches on the server; clicking a header sorts there. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Auto 001' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'Auto 03');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 10 de 10 registros')).toBeVisible());
    await userEvent.click(canvas.getByRole('columnheader', { name: /Nome fantasia/ }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Auto 039'));
  },
};

// The dealership's page of the story below: its loader waits until the play function lets it
// finish, so the navigation stays pending (as a lazy route's chunk keeps it).
const editPage = { started: false, aborted: false, finish: () => {} };
const editRoute: RouteObject = {
  path: '/admin-panel/dealerships/edit/:id',
  loader: ({ request }) => {
    editPage.started = true;
    request.signal.addEventListener('abort', () => {
      editPage.aborted = true;
    });
    return new Promise<null>((resolve) => {
      editPage.finish = () => {
        resolve(null);
      };
    });
  },
  element: <p>Página da concessionária</p>,
};

/**
 * A row opened while a typed search still pauses: the row's page opens, its navigation never
 * replaced by the search's write of the address (which CI once met on a busy machine, where the
 * router's pending state reached the list after the pause had ended).
 */
export const RowOpenedWhileSearchPauses: Story = {
  parameters: { routes: [editRoute] },
  play: async ({ canvasElement }) => {
    Object.assign(editPage, { started: false, aborted: false });
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Auto 001' });
    // The text, then the row, in one go: the click lands within the search's pause on any machine.
    await fireEvent.change(canvas.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'Auto 03' },
    });
    await fireEvent.click(canvas.getByRole('link', { name: 'Auto 001' }));
    await waitFor(() => expect(editPage.started).toBe(true));
    editPage.finish();
    await expect(await canvas.findByText('Página da concessionária')).toBeVisible();
    await expect(editPage.aborted).toBe(false);
  },
};

/** Opened from a shared link: page, order, search and filter come from the address. */
export const FromSharedLink: Story = {
  parameters: { path: '/admin-panel/dealerships/list?f.status=Inativo&sort=NomeFantasia:desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Auto 040'));
    await expect(canvas.getByText('Mostrando 1 a 8 de 8 registros')).toBeVisible();
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [listHandler([], 60_000), ...dealershipHandlers().slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: { path: '/admin-panel/dealerships/list?q=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('link', { name: 'Auto 001' })).toBeVisible();
  },
};

/** The server failed (after the retries of a read): an error with retry. */
export const LoadError: Story = {
  parameters: {
    msw: [
      http.post('*/EmpresaGrid/ListarEmpresasDetalhadas', () =>
        problem(503, 'Indisponível', 'Serviço indisponível.'),
      ),
      ...dealershipHandlers().slice(1),
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

/** The profile may not list dealerships. */
export const Forbidden: Story = {
  parameters: {
    msw: [
      http.post('*/EmpresaGrid/ListarEmpresasDetalhadas', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
      ...dealershipHandlers().slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

const LEGAL =
  'Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul e Região Metropolitana Ltda';

/**
 * Long names keep to one line each: the trade name with the legal name on a muted line under it,
 * cut with an ellipsis, the whole text in the title; the row is as tall as the others.
 */
export const LongText: Story = {
  parameters: {
    msw: dealershipHandlers([
      concessionaria(1, {
        NomeFantasia: 'Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul',
        RazaoSocial: LEGAL,
      }),
      concessionaria(2),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Zona Sul$/ })).toBeVisible();
    const legal = canvas.getByTitle(LEGAL);
    await expect(legal).toBeVisible();
    await expect(legal.scrollWidth).toBeGreaterThan(legal.clientWidth);
    const height = (element: Element) =>
      element.closest('[role="row"]')?.getBoundingClientRect().height ?? 0;
    const long = height(legal);
    const short = height(canvas.getByRole('link', { name: 'Auto 002' }));
    await expect(long).toBeLessThanOrEqual(short + 1);
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Auto 001' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
