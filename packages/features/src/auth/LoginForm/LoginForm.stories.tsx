import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { delay, json, loggedUser, pathOf, problem, tokens } from '../../testing/api-fixtures';
import { StoryPortal, type NetworkHandler } from '../../testing/StoryPortal';
import { sessionCookieNames } from '@emplacamento/api-client';
import { LoginForm } from './LoginForm';

/** A server that accepts `maria@example.com` / `certa` and refuses anything else with 401. */
const server: NetworkHandler = async (request) => {
  const path = pathOf(request);
  if (path.endsWith('/Connect/Token')) {
    const body = (await request.json()) as { login: string; senha: string };
    if (body.login === 'maria@example.com' && body.senha === 'certa') return json(tokens());
    return problem(401, 'Não autenticado', 'E-mail ou senha inválidos.');
  }
  if (path.endsWith('/ObterUsuarioLogado')) return json(loggedUser());
  if (path.endsWith('/ValorDoParametro')) return json([]);
  if (path.endsWith('/Connect/ChangeToken')) return json({ ...tokens(), code: 'codigo-sso' });
  return json({}, 404);
};

/** The login page's form (§2). */
const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  args: { navigate: fn(), leave: fn() },
  decorators: [
    (Story) => (
      <StoryPortal network={server}>
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
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bem-vindo ao Portal Emplacamento' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Wrong credentials: the API's 401 detail is shown in pt-BR, and nobody navigates. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'maria@example.com', 'errada');
    await expect(await canvas.findByText('E-mail ou senha inválidos.')).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Right credentials: the user goes to the `redirectTo` in-app path. */
export const SignsInAndRedirects: Story = {
  args: { redirectTo: '/dashboard/relatorio-diario' },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, 'maria@example.com', 'certa');
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/dashboard/relatorio-diario'));
  },
};

/** While the API answers, the button says so. */
export const Pending: Story = {
  decorators: [
    (Story) => (
      <StoryPortal
        network={async (request) => {
          await delay(60_000);
          return server(request);
        }}
      >
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'maria@example.com', 'certa');
    await expect(await canvas.findByRole('button', { name: /Entrando/ })).toBeVisible();
  },
};

/** The notice of an automatic logout (§4), from the logout cookie. */
export const SessionExpired: Story = {
  decorators: [
    (Story) => (
      <StoryPortal network={server} cookies={{ [sessionCookieNames.logoutNotice]: '1' }}>
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
    await signIn(canvasElement, 'maria@example.com', 'certa');
    await waitFor(() =>
      expect(args.leave).toHaveBeenCalledWith('https://x.example/volta?a=1&code=codigo-sso'),
    );
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Social login (§8): a token the auth service refuses ends in the danger toast, in pt-BR. */
export const SocialLoginFailed: Story = {
  args: { socialLogin: '1' },
  decorators: [
    (Story) => (
      <StoryPortal network={() => problem(401, 'Não autenticado', 'Token inválido.')}>
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Login Social')).toBeVisible();
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
