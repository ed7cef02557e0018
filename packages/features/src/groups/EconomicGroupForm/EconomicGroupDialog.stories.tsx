import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problem } from '../../testing/api-handlers';
import { economicGroupHandlers, grupoEconomico } from '../../testing/group-handlers';
import { listStoryDecorator } from '../../testing/list-stories';
import { EconomicGroupDialog } from './EconomicGroupDialog';
import { playLeaveWithChanges } from '../../testing/dialog-stories';

/** Add and edit an economic group in the dialog over the list. */
const meta = {
  title: 'Features/Groups/EconomicGroupDialog',
  component: EconomicGroupDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: economicGroupHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator('/admin-panel/group-economic/list')],
} satisfies Meta<typeof EconomicGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const readAnswering = (answer: Parameters<typeof http.get>[1]) => [
  http.get('*/GrupoEconomico/ObterGrupoEconomicoPorId', answer),
  ...economicGroupHandlers(),
];

/** A new group: empty name (required), active by default; a valid one saves and closes. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Novo grupo econômico' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await expect(name).toBeRequired();
    await expect(within(dialog).getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await userEvent.type(name, 'Holding Litoral');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Grupo econômico cadastrado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saving an empty form: the shared rule's message in Portuguese, focus on the name. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    // The dialog may still be fading in when the errors appear: visible once it is in.
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveFocus(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses the code: its message under that field, the dialog stays open. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /Nome/ }),
      'Holding Norte',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'XX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(body.getByText('O código XX já pertence a outro grupo')).toBeVisible(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Editing: the group's values; a change saves with a toast. */
export const Edit: Story = {
  args: { id: 5 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Editar grupo econômico' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await expect(name).toHaveValue('Holding 05');
    await expect(within(dialog).getByRole('textbox', { name: 'Código' })).toHaveValue('H5');
    await userEvent.type(name, ' Sul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Grupo econômico atualizado')).toBeVisible());
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
    msw: readAnswering(async () => {
      await new Promise(() => undefined);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Editar grupo econômico',
    });
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** A group of no one (or of another tenant): not found. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvasElement }) => {
    // The dialog fades in: the text is there before it is visible.
    const text = await page(canvasElement).findByText('Grupo econômico não encontrado.');
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** The profile may not read economic groups. */
export const Forbidden: Story = {
  args: { id: 5 },
  parameters: {
    msw: readAnswering(() =>
      problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
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
    msw: readAnswering(() => problem(503, 'Indisponível', 'Serviço indisponível.')),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('button', { name: 'Tentar novamente' }),
    ).toBeEnabled();
  },
};

/** A long name wraps inside the dialog. */
export const LongText: Story = {
  args: { id: 1 },
  parameters: {
    msw: economicGroupHandlers([
      grupoEconomico(1, {
        Nome: 'Holding de Participações Societárias do Interior e do Litoral Paulista e Fluminense',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Holding de Participações Societárias do Interior e do Litoral Paulista e Fluminense',
    );
  },
};
