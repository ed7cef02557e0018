import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { notificacao, problem } from '../../testing/api-handlers';
import { fakeEventStream } from '../../testing/event-stream';
import { StoryPortal } from '../../testing/StoryPortal';
import { PendingBanner } from './PendingBanner';

interface Params {
  /** Whether the dealership owes when the story starts. @default true */
  owing?: boolean;
  /** The user's dealership; null for a user without one. @default 12 */
  empresaId?: number | null;
  /** The server fails to read the user. */
  failing?: boolean;
  width?: string;
}

/**
 * The API of a dealership user: the signed-in user as the server has it now, and the realtime
 * stream on which a payment's notification arrives. `pay` registers the payment on the server.
 */
function dealershipServer() {
  const stream = fakeEventStream(100);
  const server = {
    owing: true,
    empresaId: 12 as number | null,
    failing: false,
    opened: 0,
    reads: 0,
  };
  const user = () => ({
    ...loggedUser(),
    ehAdmin: false,
    empresaId: server.empresaId,
    pendenciaFinanceira: server.owing,
  });
  return {
    server,
    user,
    handlers: [
      stream.handler(() => {
        server.opened += 1;
      }),
      http.get('*/api/Realtime/notificacoes', () => HttpResponse.json([])),
      http.get('*/ObterUsuarioLogado', () => {
        server.reads += 1;
        return server.failing
          ? problem(500, 'Erro interno', 'Falha inesperada.')
          : HttpResponse.json(user());
      }),
    ],
    pay: () => {
      server.owing = false;
      stream.send(
        'adicionado',
        notificacao('pago', {
          tipo: 'PendenciaFinanceira',
          pendenciaFinanceira: false,
          titulo: 'Pendência financeira quitada',
          texto: 'A concessionária não tem mais cobranças vencidas.',
          lida: false,
        }),
      );
    },
  };
}

const api = dealershipServer();

/** The overdue-charge banner a dealership's users see above every page. */
const meta = {
  title: 'Features/Billing/PendingBanner',
  component: PendingBanner,
  parameters: { msw: api.handlers },
  // The server starts each story as its parameters say, before the portal signs in.
  beforeEach: ({ parameters }) => {
    const params = parameters as Params;
    api.server.owing = params.owing ?? true;
    api.server.empresaId = params.empresaId === undefined ? 12 : params.empresaId;
    api.server.opened = 0;
    api.server.reads = 0;
    api.server.failing = params.failing ?? false;
  },
  decorators: [
    (Story, context) => (
      <StoryPortal user={api.user()}>
        <div style={{ maxWidth: (context.parameters as Params).width ?? 'none' }}>
          <Story />
        </div>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof PendingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealership owes: the banner says so, as a status. */
export const Owing: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status');
    await expect(banner).toHaveTextContent(/cobrança vencida e não paga/);
  },
};

/** Nothing owed: no banner at all. */
export const NotOwing: Story = {
  parameters: { owing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** A user without a dealership: no banner. */
export const NoDealership: Story = {
  parameters: { owing: false, empresaId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/**
 * The payment is registered while the page is open: the server's notification makes the portal
 * read the user again, and the banner goes without a new sign-in.
 */
export const PaidWhileOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    // The stream is open and the read it asked for answered (still owing): the banner stays.
    await waitFor(() => expect(api.server.reads).toBe(1));
    await expect(api.server.opened).toBe(1);
    await expect(canvas.getByRole('status')).toBeVisible();
    api.pay();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(api.server.reads).toBe(2);
  },
};

/** The user cannot be read again (the server failed): the banner stays as last read. */
export const ReadFails: Story = {
  parameters: { failing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(api.server.reads).toBe(1));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** On a phone's width the text wraps beside its icon, however long the sentence. */
export const Narrow: Story = {
  parameters: { width: '320px' },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status');
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
