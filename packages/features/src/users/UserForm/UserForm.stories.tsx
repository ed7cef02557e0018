import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { TAKEN_LOGIN, userHandlers, usuario } from '../../testing/user-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { UserForm } from './UserForm';

/** Add and edit a user: the profile decides the scope fields; the account's own actions on edit. */
const meta = {
  title: 'Features/Users/UserForm',
  component: UserForm,
  parameters: { msw: userHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/user/add">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Picks `option` in the Select labelled `label`. */
async function choose(element: HTMLElement, label: RegExp, option: string) {
  const trigger = within(element).getByRole('button', { name: label });
  // The profiles load after the form: the picker opens once they are there.
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await body(element).findByRole('option', { name: option }));
}

/** A new user: login, profile and name required; no scope until a profile asks for one. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Novo usuário' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail (login)' })).toBeRequired();
    await expect(canvas.queryByRole('region', { name: 'Escopo' })).toBeNull();
    await expect(
      await canvas.findByRole('checkbox', { name: 'Boletim diário por segmento' }),
    ).toBeVisible();
  },
};

/** A store profile asks for the dealership; a regional one for the region instead. */
export const ProfileDecidesTheFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Novo usuário' });
    await choose(canvasElement, /Perfil/, 'Concessionária Loja');
    const scope = await canvas.findByRole('region', { name: 'Escopo' });
    await expect(within(scope).getByRole('combobox', { name: 'Concessionária' })).toBeRequired();
    await expect(within(scope).getByRole('combobox', { name: 'Grupo empresa' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('O campo Concessionária precisa ser informado'),
    ).toBeVisible();
    await choose(canvasElement, /Perfil/, 'Regional');
    await expect(within(scope).queryByRole('combobox', { name: 'Concessionária' })).toBeNull();
    await expect(
      await canvas.findByText('O campo Região operacional precisa ser informado'),
    ).toBeVisible();
  },
};

/** Where the tenant requires the CPF, an empty CPF is refused and a wrong one too. */
export const DocumentRequired: Story = {
  parameters: { msw: userHandlers(undefined, { documentoObrigatorio: 'S' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = await canvas.findByRole('textbox', { name: 'CPF' });
    await expect(cpf).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(canvas.getByText('O campo CPF precisa ser informado')).toBeVisible(),
    );
    await userEvent.type(cpf, '11111111111');
    await expect(cpf).toHaveValue('111.111.111-11');
    await waitFor(() => expect(canvas.getByText('Documento inválido')).toBeVisible());
  },
};

/** The server refuses a login already taken: its message on the login field, focus there. */
export const LoginTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'E-mail (login)' }),
      TAKEN_LOGIN,
    );
    await choose(canvasElement, /Perfil/, 'Faturamento');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), 'Fábio Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(canvas.getByText('Login já cadastrado')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'E-mail (login)' })).toHaveFocus(),
    );
  },
};

/** Editing a store user: its values, dealership and group names, and the account panel. */
export const Edit: Story = {
  render: () => <UserForm id={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome completo' })).toHaveValue(
      'Pessoa 002',
    );
    await expect(canvas.getByRole('combobox', { name: 'Concessionária' })).toHaveValue('Auto 003');
    await expect(canvas.getByRole('combobox', { name: 'Grupo empresa' })).toHaveValue(
      'Grupo Paulista',
    );
    await expect(canvas.getByText('pessoa2@example.com')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'E-mail (login)' })).toBeNull();
  },
};

/** Changing the login: a taken one is refused on the field, a free one shown at once. */
export const ChangeLogin: Story = {
  render: () => <UserForm id={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alterar login' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Alterar login' });
    const field = within(dialog).getByRole('textbox', { name: /Novo e-mail/ });
    await userEvent.clear(field);
    await userEvent.type(field, TAKEN_LOGIN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar login' }));
    await expect(await within(dialog).findByText('Login já cadastrado')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'novo.login@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar login' }));
    await waitFor(() => expect(canvas.getByText('novo.login@example.com')).toBeVisible());
    await expect(await body(canvasElement).findByText('Login alterado')).toBeVisible();
  },
};

/** A password reset is confirmed first, then e-mailed. */
export const ResetPassword: Story = {
  render: () => <UserForm id={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redefinir senha' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Enviar redefinição de senha?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    await expect(
      await body(canvasElement).findByText('E-mail de redefinição enviado'),
    ).toBeVisible();
  },
};

/** Inactivating asks first (cancel keeps it active), then the status changes. */
export const Inactivate: Story = {
  render: () => <UserForm id={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Inativar' }));
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Inativar usuário?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('button', { name: 'Inativar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Inativar' }));
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Inativar usuário?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    await expect(await canvas.findByRole('button', { name: 'Ativar' })).toBeVisible();
  },
};

/** Leaving with unsaved changes asks first; staying keeps the values. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Nome completo' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Sair sem salvar?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Ana');
  },
};

/** Loading the user to edit. */
export const Loading: Story = {
  render: () => <UserForm id={2} />,
  parameters: {
    msw: [
      http.get('*/Administracao/Usuario', async () => {
        await new Promise(() => undefined);
      }),
      ...userHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Editar usuário' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An id the tenant does not have (or whose profile the caller may not see). */
export const NotFound: Story = {
  render: () => <UserForm id={404} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Usuário não encontrado.')).toBeVisible();
  },
};

/** The profile may not manage users. */
export const Forbidden: Story = {
  render: () => <UserForm id={2} />,
  parameters: {
    msw: [
      http.get('*/Administracao/Usuario', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
      ...userHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** The parameters that say which profile has which scope did not load: a retry, no guessing. */
export const ParametersFailed: Story = {
  parameters: {
    msw: [
      http.get('*/ValorDoParametro', () => problem(503, 'Indisponível', 'Serviço indisponível.')),
      ...userHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Os parâmetros do sistema não foram carregados corretamente!'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** Long values stay inside their fields and the account panel. */
export const LongText: Story = {
  render: () => <UserForm id={2} />,
  parameters: {
    msw: userHandlers([
      usuario(2, {
        nomeCompleto: 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Pereira',
        login: 'maria.aparecida.dos.santos.albuquerque.de.oliveira@concessionaria-exemplo.com.br',
        empresaNome: 'Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Nome completo' }),
    ).toHaveValue('Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcelos Pereira');
  },
};
