import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { AlertDialog, Dialog, DialogTrigger } from './Dialog';

/**
 * Modal dialogs. `AlertDialog` asks for confirmation before destructive actions (deleting a
 * user, removing a file); its cancel button has the first focus.
 */
const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Editar perfil', children: 'Conteúdo' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Editar perfil</Button>
      <Dialog
        {...args}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancelar
            </Button>
            <Button onPress={close}>Salvar</Button>
          </>
        )}
      >
        <TextField label="Nome do perfil" defaultValue="Concessionário" />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    await expect(
      within(dialog).getByRole('textbox', { name: 'Nome do perfil' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Editar perfil' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Editar perfil' });
    await userEvent.click(within(again).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: { isOpen: true, title: 'Termos de uso', children: 'Texto dos termos. '.repeat(200) },
};

export const ConfirmDestructive: Story = {
  args: { onOpenChange: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Excluir usuário</Button>
      <AlertDialog
        title="Excluir usuário?"
        destructive
        confirmLabel="Excluir"
        onConfirm={() => args.onOpenChange?.(false)}
      >
        Ana Souza perderá o acesso ao portal. Esta ação não pode ser desfeita.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Excluir usuário?' });
    await expect(within(alert).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir usuário' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
