import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO,
  changeTokenHandler,
  changeTokenRefused,
  tokenHandler,
  tokenNeverAnswers,
  userHandlers,
} from '../../testing/api-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { sessionCookieNames } from '@emplacamento/api-client';
import { LoginForm } from './LoginForm';

/** The login page's form (§2). */
const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  args: { navigate: fn(), leave: fn() },
  parameters: { msw: [tokenHandler, changeTokenHandler, ...userHandlers()] },
  decorators: [
    (Story) => (
      <StoryPortal>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Senha/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/**
 * Wrong credentials: the API's 401 detail is shown in pt-BR above the fields, the focus moves to
 * it, and nobody navigates.
 */
export const WrongCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, DEMO.email, 'errada');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
    await expect(args.navigate).not.toHaveBeenCalled();
    // The focus leaves the button for the message; a second failure brings it back there.
    await waitFor(() => expect(alert).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/** Right credentials: the user goes to the `redirectTo` in-app path. */
export const SignsInAndRedirects: Story = {
  args: { redirectTo: '/dashboard/relatorio-diario' },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, DEMO.email, DEMO.password);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/dashboard/relatorio-diario'));
  },
};

/** While the API answers, the button says so. */
export const Pending: Story = {
  parameters: { msw: [tokenNeverAnswers] },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, DEMO.email, DEMO.password);
    await expect(await canvas.findByRole('button', { name: /Entrando/ })).toBeVisible();
  },
};

/** The notice of an automatic logout (§4), from the logout cookie. */
export const SessionExpired: Story = {
  decorators: [
    (Story) => (
      <StoryPortal cookies={{ [sessionCookieNames.logoutNotice]: '1' }}>
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Sua sessão expirou. Entre novamente.'),
    ).toHaveAttribute('role', 'status');
  },
};

/** Single sign-on: after signing in, the user leaves to the client system with a code. */
export const SingleSignOn: Story = {
  args: { clientId: 'sistema-x', redirectUri: encodeURIComponent('https://x.example/volta?a=1') },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, DEMO.email, DEMO.password);
    await waitFor(() =>
      expect(args.leave).toHaveBeenCalledWith('https://x.example/volta?a=1&code=codigo-sso'),
    );
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Social login (§8): a token the auth service refuses ends in the danger toast, in pt-BR. */
export const SocialLoginFailed: Story = {
  args: { socialLogin: '1' },
  parameters: { msw: [changeTokenRefused] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Login social')).toBeVisible());
    await expect(
      body.getByText(
        'Não foi possível realizar login social, entre em contato com o administrador.',
      ),
    ).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Social login accepted: the exchanged tokens sign the user in and the landing opens. */
export const SocialLoginSucceeds: Story = {
  args: { socialLogin: '1' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
  },
};
