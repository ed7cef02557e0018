import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { groupHandlers, grupoEmpresa } from '../../testing/group-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { BusinessGroupDialog } from './BusinessGroupDialog';
import { playLeaveWithChanges } from '../../testing/dialog-stories';

/** Add and edit a business group in the dialog over the list. */
const meta = {
  title: 'Features/Groups/BusinessGroupDialog',
  component: BusinessGroupDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: groupHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/group/list">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof BusinessGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const replaceOne = (handler: ReturnType<typeof http.get>) => [
  handler,
  ...groupHandlers().filter((_, i) => i !== 2),
];

/** A new group: empty name (required), active by default; a valid one saves and closes. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Novo grupo empresa' });
    const name = within(dialog).getByRole('textbox', { name: /Nome/ });
    await expect(name).toBeRequired();
    await expect(within(dialog).getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await userEvent.type(name, 'Grupo Litoral');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Grupo cadastrado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saving an empty form: the shared rule's message in Portuguese, focus on the name. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    // The form replaces the dialog's loading shell when its options arrive (slow on a busy machine).
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveFocus(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses the economic group: its message under that field, the dialog stays. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /Nome/ }),
      'Grupo Norte',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Grupo econômico/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Holding Norte' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Grupo econômico não encontrado')).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Editing: the group's values; a change saves with a toast. */
export const Edit: Story = {
  args: { id: 5 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Editar grupo empresa' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await expect(name).toHaveValue('Grupo 005');
    await expect(within(dialog).getByRole('textbox', { name: 'Código' })).toHaveValue('G5');
    await userEvent.type(name, ' Norte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Grupo atualizado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Leaving with changes asks first: "Continuar editando" keeps them, "Sair sem salvar" drops them. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement, args }) => playLeaveWithChanges(canvasElement, args.onClose),
};

/** The group is loading: a skeleton inside the dialog. */
export const Loading: Story = {
  args: { id: 5 },
  parameters: {
    msw: replaceOne(
      http.get('*/GerenciarEmpresas/GrupoEmpresa', async () => {
        await new Promise(() => undefined);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Editar grupo empresa' });
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** A group of no one (or of another tenant): not found. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvasElement }) => {
    // The dialog fades in: the text is there before it is visible.
    const text = await page(canvasElement).findByText('Grupo não encontrado.');
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** The profile may not read business groups. */
export const Forbidden: Story = {
  args: { id: 5 },
  parameters: {
    msw: replaceOne(
      http.get('*/GerenciarEmpresas/GrupoEmpresa', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const text = await page(canvasElement).findByText('Você não tem autorização');
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** The server failed: an error with retry. */
export const LoadError: Story = {
  args: { id: 5 },
  parameters: {
    msw: replaceOne(
      http.get('*/GerenciarEmpresas/GrupoEmpresa', () =>
        problem(503, 'Indisponível', 'Serviço indisponível.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** Long names and notes wrap inside the dialog. */
export const LongText: Story = {
  args: { id: 1 },
  parameters: {
    msw: groupHandlers([
      grupoEmpresa(1, {
        Nome: 'Grupo Comercial Paulista de Concessionárias Nacionais e Importadas da Zona Sul',
        Observacoes:
          'Grupo formado pela fusão de três redes de concessionárias do litoral e do interior, com sede administrativa em Santos e operação em dezessete municípios.',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Grupo Comercial Paulista de Concessionárias Nacionais e Importadas da Zona Sul',
    );
  },
};
