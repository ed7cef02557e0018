import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { pendingHandlers, pendingUsers } from '../../testing/pending-user-handlers';
import { userListHandler, usuario } from '../../testing/user-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { PendingUserList } from './PendingUserList';

/** The registrations awaiting approval: pick rows, approve with a profile and scope, or reject. */
const meta = {
  title: 'Features/PendingUsers/PendingUserList',
  component: PendingUserList,
  parameters: { msw: pendingHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={
            (context.parameters as { path?: string }).path ?? '/admin-panel/pending-users'
          }
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof PendingUserList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const failing = (status: number, title: string, detail: string) => [
  http.post('*/Usuario/ListarUsuarios', () => problem(status, title, detail)),
  ...pendingHandlers(),
];
/** The selection checkbox of the row of `name`. */
const pick = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(name) })).getByRole('checkbox');
const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('rowheader', { name: 'Cadastro 01' });

/** Only pending registrations; the decisions wait for a row to be picked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aprovar (0)' })).toBeDisabled();
    await userEvent.click(pick(canvasElement, 'Cadastro 02'));
    await expect(canvas.getByRole('button', { name: 'Aprovar (1)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Recusar (1)' })).toBeEnabled();
  },
};

/** The header's checkbox picks the whole page at once. */
export const PickPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const header = canvas.getAllByRole('columnheader')[0];
    if (!header) throw new Error('no header');
    await userEvent.click(within(header).getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: 'Recusar (25)' })).toBeEnabled();
  },
};

/** Approve opens the decision over the list; giving up keeps the rows picked. */
export const OpenApprove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(pick(canvasElement, 'Cadastro 02'));
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar (1)' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Aprovar 1 cadastro' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Aprovar (1)' })).toBeEnabled();
  },
};

/** Rows are loading: skeleton rows under the headers. */
export const Loading: Story = {
  parameters: { msw: [userListHandler([], 60_000), ...pendingHandlers()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nobody is waiting. */
export const Empty: Story = {
  parameters: { msw: pendingHandlers([usuario(1)]) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado'),
    ).toBeVisible();
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
  },
};

/** The profile may not decide registrations. */
export const Forbidden: Story = {
  parameters: {
    msw: failing(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names and e-mails wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: pendingHandlers([
      {
        ...(pendingUsers[1] ?? usuario(101)),
        nomeCompleto: 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos',
        login: 'maria.aparecida.dos.santos.albuquerque@concessionaria-do-interior.com.br',
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: /^Maria Aparecida/ }),
    ).toBeVisible();
  },
};

/** "Exportar" asks the server for a one-time link of the visible columns. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
    );
  },
};
