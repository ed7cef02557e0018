import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { UsersApi } from '@emplacamento/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { pendingHandlers, pendingUsers } from '../../testing/pending-user-handlers';
import { userListHandler, usuario } from '../../testing/user-handlers';
import { announcerSettled } from '../../testing/dialog-stories';
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

/** Two registrations: one asked for the regional profile of Região Sul, one for a store's. */
const requesting = [
  usuario(201, {
    nomeCompleto: 'Pede Regional',
    pendente: true,
    perfilId: 11,
    perfilNome: 'Regional',
    dadosAdicionais: { nomeCompleto: 'Pede Regional', regiaoOperacionalId: 2 },
    regiaoOperacionalNome: 'Região Sul',
  }),
  usuario(202, {
    nomeCompleto: 'Pede Loja',
    pendente: true,
    perfilId: 10,
    perfilNome: 'Concessionária Loja',
    dadosAdicionais: { nomeCompleto: 'Pede Loja', empresaId: 3, grupoEmpresaId: 7 },
    empresaNome: 'Auto 003',
    grupoEmpresaNome: 'Grupo Paulista',
  }),
];
const approvals: UsersApi.components['schemas']['AprovacaoPendentes'][] = [];

/**
 * The approval starts from what the user asked for when registering (its profile and region):
 * approved as it opens, with that profile and scope sent.
 */
export const ApproveAsRequested: Story = {
  parameters: {
    msw: [
      http.post('*/Usuario/AprovarPendentes', async ({ request }) => {
        const body = (await request.json()) as (typeof approvals)[number];
        approvals.push(body);
        return HttpResponse.json({ usuarioIds: body.usuarioIds, status: 'Ativo' });
      }),
      ...pendingHandlers(requesting),
    ],
  },
  play: async ({ canvasElement }) => {
    approvals.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Pede Regional' });
    await userEvent.click(pick(canvasElement, 'Pede Regional'));
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar (1)' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Aprovar 1 cadastro' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Perfil/ })).toHaveTextContent('Regional'),
    );
    const region = within(dialog).getByRole('button', { name: /Região operacional/ });
    await waitFor(() => expect(region).toHaveTextContent('Região Sul'));
    const approve = within(dialog).getByRole('button', { name: 'Aprovar' });
    await waitFor(() => expect(approve).toBeEnabled());
    await userEvent.click(approve);
    await expect(await page(canvasElement).findByText('Cadastro aprovado')).toBeVisible();
    await expect(approvals).toEqual([
      expect.objectContaining({ usuarioIds: [201], perfilId: 11, regiaoOperacionalId: 2 }),
    ]);
    await announcerSettled(canvasElement);
  },
};

/** Picks that asked for different profiles leave the profile to the approver. */
export const DifferentRequests: Story = {
  parameters: { msw: pendingHandlers(requesting) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Pede Regional' });
    await userEvent.click(pick(canvasElement, 'Pede Regional'));
    await userEvent.click(pick(canvasElement, 'Pede Loja'));
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar (2)' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Aprovar 2 cadastros' });
    const profile = within(dialog).getByRole('button', { name: /Perfil/ });
    await waitFor(() => expect(profile).toBeEnabled());
    await expect(profile).toHaveTextContent('Selecione');
  },
};

/** A store's request shows its dealership in the searched picker. */
export const StoreRequest: Story = {
  parameters: { msw: pendingHandlers(requesting) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Pede Loja' });
    await userEvent.click(pick(canvasElement, 'Pede Loja'));
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar (1)' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Aprovar 1 cadastro' });
    // The dealership's name comes from its own look-up: on a busy machine, more than a second.
    await waitFor(
      () =>
        expect(within(dialog).getByRole('combobox', { name: /Concessionária/ })).toHaveValue(
          'Auto 003',
        ),
      { timeout: 10_000 },
    );
    // The profiles come from a query of their own, which may answer after the dealership's.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Perfil/ })).toHaveTextContent(
        'Concessionária Loja',
      ),
    );
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
