import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { pendingHandlers, refused } from '../../testing/pending-user-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';

/** The two decisions on pending registrations, as the list opens them. */
const meta = {
  title: 'Features/PendingUsers/Decisions',
  component: ApproveDialog,
  args: { ids: [101], onClose: fn() },
  parameters: { msw: pendingHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/pending-users">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ApproveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const shown = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** A profile first, then the scope it needs (a region for the regional profile); approved. */
export const ApproveWithScope: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement, 'Aprovar 1 cadastro');
    const approve = within(dialog).getByRole('button', { name: 'Aprovar' });
    await waitFor(() => expect(approve).toBeEnabled());
    await userEvent.click(approve);
    await expect(
      await within(dialog).findByText('O campo Perfil precisa ser informado'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Perfil/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Regional' }));
    await userEvent.click(approve);
    await expect(
      await within(dialog).findByText(/O campo Região operacional precisa ser informad/),
    ).toBeVisible();
    // The regions load once the profile asks for one: the select opens when they are there.
    const region = within(dialog).getByRole('button', { name: /Região operacional/ });
    await waitFor(() => expect(region).toBeEnabled());
    await userEvent.click(region);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Região Sul' }));
    await userEvent.click(approve);
    await expect(await page(canvasElement).findByText('Cadastro aprovado')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

/** A store profile asks for the dealership, searched by name. */
export const StoreProfileNeedsDealership: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Aprovar 1 cadastro');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Aprovar' })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Perfil/ }));
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: 'Concessionária Loja' }),
    );
    await expect(within(dialog).getByRole('combobox', { name: /Concessionária/ })).toBeRequired();
  },
};

/** Many at once, rejected with a reason that goes into the e-mail. */
export const Reject: Story = {
  render: (args) => <RejectDialog ids={[101, 102, 103]} onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement, 'Recusar 3 cadastros');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Duplicados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await expect(await page(canvasElement).findByText('3 cadastros recusados')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith(true));
  },
};

/** Someone decided a picked user meanwhile: the server's reason, nothing decided. */
export const DecidedMeanwhile: Story = {
  parameters: {
    msw: [http.post('*/Usuario/RecusarPendentes', () => refused()), ...pendingHandlers()],
  },
  render: (args) => <RejectDialog ids={[100]} onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement, 'Recusar 1 cadastro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await expect(
      await within(dialog).findByText('Usuários que não aguardam aprovação: 100'),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A reason longer than the e-mail allows is refused before sending. */
export const ReasonTooLong: Story = {
  render: (args) => <RejectDialog ids={[101]} onClose={args.onClose} />,
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement, 'Recusar 1 cadastro');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await expect(
      within(dialog).getByText('O motivo deve ter no máximo 500 caracteres'),
    ).toBeVisible();
  },
};
