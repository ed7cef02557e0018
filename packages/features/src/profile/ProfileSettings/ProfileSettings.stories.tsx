import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, json, loggedUser, pathOf, problem } from '../../testing/api-fixtures';
import { StoryPortal, type NetworkHandler } from '../../testing/StoryPortal';
import { ProfileSettings } from './ProfileSettings';

const LONG_NAME = 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Cavalcanti';

/** The API: the user as it knows them now, and the change of password (current: `antiga123`). */
function server(fullName: string, answerAfterMs = 0): NetworkHandler {
  return async (request) => {
    await delay(answerAfterMs);
    const path = pathOf(request);
    if (path.endsWith('/ObterUsuarioLogado')) return json(loggedUser(fullName));
    if (path.endsWith('/AlterarSenha')) {
      const body = (await request.json()) as { senhaAtual: string };
      return body.senhaAtual === 'antiga123'
        ? new Response(null, { status: 204 })
        : problem(400, 'Dados inválidos', 'A senha atual não confere.');
    }
    return json({}, 404);
  };
}

/** The profile settings page: own data and change of password. */
const meta = {
  title: 'Features/Profile/ProfileSettings',
  component: ProfileSettings,
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser('Maria (cópia guardada)')} network={server('Maria Souza')}>
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
    await expect(await canvas.findByText('Maria Souza')).toBeVisible();
    await expect(canvas.getByText('maria@example.com')).toBeVisible();
  },
};

/** While the API is slow, the stored copy is shown. */
export const LoadingShowsStoredCopy: Story = {
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser('Maria (cópia guardada)')} network={server('x', 60_000)}>
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Maria (cópia guardada)')).toBeVisible();
  },
};

/** A name far longer than the card. */
export const LongName: Story = {
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser(LONG_NAME)} network={server(LONG_NAME)}>
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

/** A wrong current password: the API's detail in pt-BR. */
export const ChangePasswordWrongCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'errada999');
    await expect(await canvas.findByText('A senha atual não confere.')).toBeVisible();
  },
};

/** Success: the toast, and the form emptied. */
export const ChangePasswordSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'antiga123');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Senha alterada com sucesso.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Senha atual/)).toHaveValue(''));
  },
};
