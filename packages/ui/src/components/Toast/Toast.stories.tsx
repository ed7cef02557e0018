import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Stack';
import { ToastQueue, ToastRegion } from './Toast';

/**
 * Toasts confirm or warn without blocking. They close after 3,000 ms (the spec) unless hovered or
 * focused; each has a close button.
 */
const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  args: { queue: new ToastQueue() },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render() {
    const queue = new ToastQueue();
    return (
      <>
        <ToastRegion queue={queue} />
        <Inline>
          <Button onPress={() => queue.success('Salvo', 'A concessionária foi atualizada.')}>
            Sucesso
          </Button>
          <Button variant="secondary" onPress={() => queue.info('Importação', 'Arquivo na fila.')}>
            Informação
          </Button>
          <Button variant="secondary" onPress={() => queue.warning('Atenção', 'Sessão expirando.')}>
            Aviso
          </Button>
          <Button
            variant="danger"
            onPress={() =>
              queue.danger(
                'Login social',
                'Não foi possível realizar login social, entre em contato com o administrador.',
              )
            }
          >
            Erro
          </Button>
        </Inline>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Erro' }));
    const region = await screen.findByRole('region', { name: 'Notificações' });
    await expect(within(region).getByText('Login social')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Login social')).toBeNull());
    // Closes by itself after 3,000 ms.
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }));
    await expect(await screen.findByText('Salvo')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Sucesso' }));
    await waitFor(() => expect(screen.queryByText('Salvo')).toBeNull(), { timeout: 4500 });
  },
};
