import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { changePasswordHandler, problem, userHandlers } from '../../testing/api-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { ProfileSettings } from './ProfileSettings';

const LONG_NAME = 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Cavalcanti';

/** The profile settings page: own data and change of password. */
const meta = {
  title: 'Features/Profile/ProfileSettings',
  component: ProfileSettings,
  parameters: { msw: [...userHandlers('Maria Souza'), changePasswordHandler] },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser('Maria (cópia guardada)')}>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data the API holds replaces the stored copy. */
export const OwnData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Maria Souza')).toBeVisible());
    await expect(canvas.getByText('maria@example.com')).toBeVisible();
  },
};

/** While the API is slow, the stored copy is shown. */
export const LoadingShowsStoredCopy: Story = {
  parameters: { msw: userHandlers('x', 60_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Maria (cópia guardada)')).toBeVisible();
  },
};

/** The API fails to answer: the stored copy stays, and the page says it may be out of date. */
export const LoadFailedShowsStoredCopy: Story = {
  parameters: {
    msw: [
      http.get('*/ObterUsuarioLogado', () =>
        problem(500, 'Erro interno', 'Falha ao consultar o usuário.'),
      ),
      http.get('*/ValorDoParametro', () => HttpResponse.json([])),
      changePasswordHandler,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Não foi possível atualizar seus dados agora; mostramos os últimos que guardamos.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Maria (cópia guardada)')).toBeVisible();
  },
};

/** A name far longer than the card. */
export const LongName: Story = {
  parameters: { msw: userHandlers(LONG_NAME) },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser(LONG_NAME)}>
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LONG_NAME)).toBeVisible();
  },
};

async function changePassword(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Senha atual/), current);
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'segura123');
  await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'segura123');
  await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
  return canvas;
}

/**
 * A wrong current password: the API blames that field, so its message shows under it and the
 * focus moves there (not left on Salvar); a second wrong try moves it there again.
 */
export const ChangePasswordWrongCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'errada999');
    await waitFor(() => expect(canvas.getByText('A senha atual não confere')).toBeVisible());
    const current = canvas.getByLabelText(/^Senha atual/);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(current);
    await userEvent.type(current, 'errada000');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(current).toHaveFocus());
    await waitFor(() => expect(canvas.getByText('A senha atual não confere')).toBeVisible());
  },
};

/** Success: the toast, and the form emptied. */
export const ChangePasswordSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'antiga123');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Senha alterada com sucesso.')).toBeVisible());
    await waitFor(() => expect(canvas.getByLabelText(/^Senha atual/)).toHaveValue(''));
  },
};

/**
 * The server refuses the change (403, as for a token of another association): its detail is shown
 * and what was typed stays, so nothing is lost.
 */
export const ChangePasswordForbidden: Story = {
  parameters: {
    msw: [
      ...userHandlers('Maria Souza'),
      http.post('*/AlterarSenha', () =>
        problem(403, 'Acesso negado', 'O token informado pertence a outro domínio.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'antiga123');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('O token informado pertence a outro domínio.');
    // No field is to blame: the focus goes to the message above the fields.
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/^Senha atual/)).toHaveValue('antiga123');
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveValue('segura123');
  },
};
