import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { perfil, profileHandlers } from '../../testing/profile-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { ProfileDialog } from './ProfileDialog';

/** Create, rename and activate a profile in the dialog over the profiles list. */
const meta = {
  title: 'Features/Profiles/ProfileDialog',
  component: ProfileDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: profileHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal
        user={(context.parameters as { user?: ReturnType<typeof loggedUser> }).user ?? loggedUser()}
      >
        <StoryRouter initialPath="/administrative/settings">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog, once its fade-in is over (before that, nothing in it counts as visible). */
const shown = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const readAll = (handler: ReturnType<typeof http.get>) => [
  handler,
  ...profileHandlers().filter((_, i) => i !== 1),
];

/** A new profile: the name is required; a valid one saves, says so and closes. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement, 'Novo perfil');
    const name = within(dialog).getByRole('textbox', { name: /Nome/ });
    await expect(name).toBeRequired();
    await expect(within(dialog).getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(dialog).findByText('O campo Nome precisa ser informado'),
    ).toBeVisible();
    await userEvent.type(name, 'Auditoria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await page(canvasElement).findByText('Perfil cadastrado')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A name another profile has: the server's refusal on the name field. */
export const NameTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement, 'Novo perfil');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'regional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await within(dialog).findByText('Nome de perfil já cadastrado')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Rename and inactivate a profile; leaving with changes asks first. */
export const EditAndInactivate: Story = {
  args: { id: 11 },
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement, 'Editar perfil');
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await expect(name).toHaveValue('Regional');
    await userEvent.clear(name);
    await userEvent.type(name, 'Regional Sul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const ask = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: /Continuar|Ficar/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await page(canvasElement).findByText('Perfil atualizado')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Only an administrator is offered the administrator flag. */
export const NotAdministrator: Story = {
  parameters: { user: { ...loggedUser(), ehAdmin: false } },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Novo perfil');
    await expect(within(dialog).queryByRole('checkbox', { name: /administrador/ })).toBeNull();
  },
};

/** The profile is read before the form shows. */
export const Loading: Story = {
  args: { id: 4 },
  parameters: {
    msw: readAll(http.get('*/Administracao/Perfil', () => new Promise<never>(() => undefined))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Editar perfil');
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** A profile the caller cannot see (or that is gone): not found. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Editar perfil');
    await expect(await within(dialog).findByText('Perfil não encontrado.')).toBeVisible();
  },
};

/** The caller may not read profiles. */
export const Forbidden: Story = {
  args: { id: 4 },
  parameters: {
    msw: readAll(
      http.get('*/Administracao/Perfil', () => problem(403, 'Acesso negado', 'Sem permissão.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Editar perfil');
    await expect(await within(dialog).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** The read failed: an error with retry. */
export const LoadError: Story = {
  args: { id: 4 },
  parameters: {
    msw: readAll(
      http.get('*/Administracao/Perfil', () => problem(503, 'Indisponível', 'Fora do ar.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Editar perfil');
    await expect(
      await within(dialog).findByRole('button', { name: 'Tentar novamente' }),
    ).toBeEnabled();
  },
};

/** A long name and description stay inside the dialog. */
export const LongText: Story = {
  args: { id: 1 },
  parameters: {
    msw: profileHandlers([
      perfil(1, {
        nome: 'Consultores regionais de mercado das concessionárias do interior de São Paulo',
        descricao:
          'Acompanham o emplacamento das concessionárias do interior, as áreas de influência e as regiões operacionais, e respondem pelos relatórios mensais.',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Editar perfil');
    await expect(
      await within(dialog).findByRole('textbox', { name: /Descrição/ }),
    ).toHaveDisplayValue(/^Acompanham/);
  },
};
