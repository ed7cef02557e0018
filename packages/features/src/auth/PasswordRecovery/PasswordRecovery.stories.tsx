import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, recoveryHandlers } from '../../testing/api-handlers';
import { MemoryStorage } from '../../testing/memory-storage';
import { StoryPortal } from '../../testing/StoryPortal';
import { readRecovery, writeRecovery } from '../recovery-state';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Storage holding what the previous steps kept. */
function recoveryAt(code: string) {
  const storage = new MemoryStorage();
  writeRecovery(storage, { email: 'maria@example.com', code });
  return storage;
}

/** The three steps of password recovery (§4): e-mail, code, new password. */
const meta = {
  title: 'Features/Auth/PasswordRecovery',
  component: ForgotPasswordForm,
  args: { navigate: fn() },
  parameters: { msw: recoveryHandlers },
  decorators: [
    (Story) => (
      <StoryPortal>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a known e-mail gets a code and moves on, keeping the e-mail for step 2. */
export const ForgotPassword: Story = {
  args: { storage: new MemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'maria@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/confirm-code'));
    await expect(readRecovery(args.storage ?? sessionStorage).email).toBe('maria@example.com');
  },
};

/** Step 1: an unknown e-mail shows the API's detail in pt-BR. */
export const ForgotPasswordUnknownEmail: Story = {
  args: { storage: new MemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ninguem@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Nenhum usuário com este e-mail.')).toBeVisible());
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Step 2: a wrong code is refused, the right one moves on to the new password. */
export const ConfirmCode: Story = {
  render: (args) => <ConfirmCodeForm {...args} />,
  args: { storage: recoveryAt('') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/maria@example\.com/)).toBeVisible();
    const code = canvas.getByRole('textbox', { name: /Código/ });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
    // The code is to blame: its message under it and the focus on it; what to do above.
    await waitFor(() => expect(canvas.getByText('Código inválido ou expirado')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Solicite um novo código.');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.clear(code);
    await userEvent.type(code, DEMO.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/reset-password'));
  },
};

/** Step 2 without step 1: back to the start. */
export const ConfirmCodeWithoutEmail: Story = {
  render: (args) => <ConfirmCodeForm {...args} />,
  args: { storage: new MemoryStorage() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/forgot-password'));
  },
};

/** Step 3: mismatched confirmation is refused; a matching one saves and goes to login. */
export const ResetPassword: Story = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: { storage: recoveryAt(DEMO.code) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'segura123');
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'segura124');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(canvas.getByText('As senhas não conferem.')).toBeVisible());
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/^Confirmar senha/));
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'segura123');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/login'));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Senha alterada com sucesso.')).toBeVisible());
  },
};
