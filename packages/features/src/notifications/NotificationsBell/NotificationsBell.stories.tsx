import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { notificacao, realtimeHandlers } from '../../testing/api-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { NotificationsPage } from '../NotificationsPage';
import { NotificationsBell } from './NotificationsBell';

const unread = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    notificacao(`n${String(i)}`, { texto: `Aviso ${String(i)}`, lida: false }),
  );

/** The bell of the header: unread notifications, live. */
const meta = {
  title: 'Features/Notifications/NotificationsBell',
  component: NotificationsBell,
  args: { onOpen: fn() },
  parameters: {
    msw: realtimeHandlers({
      documentos: [...unread(2), notificacao('lida', { texto: 'Já vista', lida: true })],
    }),
  },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the count, in the name too; pressing opens the page. */
export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notificações 2 não lidas' });
    await expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Nothing unread: the bell alone. */
export const NothingUnread: Story = {
  parameters: {
    msw: realtimeHandlers({ documentos: [notificacao('lida', { texto: 'x', lida: true })] }),
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notificações' });
    await expect(within(bell).queryByText(/\d/)).toBeNull();
  },
};

/** A notification that arrives while the page is open counts at once. */
export const LiveCount: Story = {
  parameters: {
    msw: realtimeHandlers({
      documentos: unread(1),
      chega: {
        afterMs: 300,
        documento: notificacao('nova', { texto: 'Nova', lida: false }, '2026-11-21T08:00:00Z'),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Notificações 1 não lida' });
    await expect(
      await canvas.findByRole('button', { name: 'Notificações 2 não lidas' }),
    ).toBeVisible();
  },
};

/** More than 99 unread: the badge caps at 99+. */
export const ManyUnread: Story = {
  parameters: { msw: realtimeHandlers({ documentos: unread(120) }) },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', {
      name: 'Notificações 99+ não lidas',
    });
    await expect(bell).toHaveTextContent('99+');
  },
};

/** While the list loads: the bell alone, named, without a count that could be wrong. */
export const Loading: Story = {
  parameters: { msw: realtimeHandlers({ listar: 'never' }) },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await expect(bell).toBeEnabled();
    await expect(within(bell).queryByText(/\d/)).toBeNull();
  },
};

/** The list could not be read: the bell still opens the page, which says what happened. */
export const LoadFailed: Story = {
  parameters: { msw: realtimeHandlers({ listar: 'error' }) },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await userEvent.click(bell);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/**
 * The count goes (read on the page below) and the bell keeps its size over its corner, so
 * nothing beside it in the header moves.
 */
export const CountDoesNotResize: Story = {
  parameters: {
    msw: realtimeHandlers({ documentos: [notificacao('n1', { texto: 'Aviso', lida: false })] }),
  },
  render: (args) => (
    <>
      <div style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <NotificationsBell {...args} />
        <span data-testid="vizinho">Ana</span>
      </div>
      <NotificationsPage />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const neighbour = canvas.getByTestId('vizinho');
    const counting = await canvas.findByRole('button', { name: 'Notificações 1 não lida' });
    const before = {
      bell: counting.getBoundingClientRect(),
      next: neighbour.getBoundingClientRect(),
    };
    // The page under the bell reads its list on its own: its button comes when that answer does.
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar como lida' }));
    const quiet = await canvas.findByRole('button', { name: 'Notificações' });
    await expect(quiet.getBoundingClientRect().width).toBe(before.bell.width);
    await expect(quiet.getBoundingClientRect().left).toBe(before.bell.left);
    await expect(neighbour.getBoundingClientRect().left).toBe(before.next.left);
  },
};
