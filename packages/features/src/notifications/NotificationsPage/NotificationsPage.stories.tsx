import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { notificacao, realtimeHandlers } from '../../testing/api-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { NotificationsPage } from './NotificationsPage';

const documentos = [
  notificacao(
    'n1',
    { titulo: 'Importação concluída', texto: 'O arquivo de outubro foi importado.', lida: false },
    '2026-11-20T15:00:00Z',
  ),
  notificacao(
    'n2',
    { texto: 'A validação da marca terminou com 3 pendências.', lida: false },
    '2026-11-19T10:00:00Z',
  ),
  notificacao(
    'n3',
    { texto: 'O faturamento de setembro foi efetivado.', lida: true },
    '2026-11-02T09:30:00Z',
  ),
];

/** The notifications page: the user's notifications, live, newest first. */
const meta = {
  title: 'Features/Notifications/NotificationsPage',
  component: NotificationsPage,
  parameters: { msw: realtimeHandlers({ documentos }) },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Notificações' })).getAllByRole(
    'listitem',
  );

/** Newest first; the unread ones are marked. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Importação concluída')).toBeVisible());
    const rows = items(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('O arquivo de outubro foi importado.');
    await expect(rows[0]).toHaveTextContent('20 de Nov');
    await expect(rows[2]).toHaveTextContent('O faturamento de setembro foi efetivado.');
    await expect(canvas.getAllByText('Não lida')).toHaveLength(2);
    await expect(rows[2]).not.toHaveTextContent('Não lida');
  },
};

/** Marking one read: the server's change comes back on the stream and the mark goes. */
export const MarkAsRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Importação concluída');
    const first = items(canvasElement)[0];
    if (!first) throw new Error('no notification');
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(canvas.getAllByText('Não lida')).toHaveLength(1));
    await expect(within(first).queryByRole('button', { name: 'Marcar como lida' })).toBeNull();
  },
};

/** Marking all read at once. */
export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(canvas.queryAllByText('Não lida')).toHaveLength(0));
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  },
};

/** Removing one. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Importação concluída');
    const last = items(canvasElement)[2];
    if (!last) throw new Error('no notification');
    await userEvent.click(within(last).getByRole('button', { name: 'Excluir' }));
    // Removal cannot be undone: it asks first, with Cancel focused.
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Excluir esta notificação?',
    });
    await expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(items(canvasElement)).toHaveLength(2));
    await expect(canvas.queryByText('O faturamento de setembro foi efetivado.')).toBeNull();
  },
};

/** A notification published while the page is open appears on top, unread. */
export const LiveUpdate: Story = {
  parameters: {
    msw: realtimeHandlers({
      documentos,
      chega: {
        afterMs: 300,
        documento: notificacao(
          'n4',
          { titulo: 'Nova importação', texto: 'Chegou agora.', lida: false },
          '2026-11-21T08:00:00Z',
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Chegou agora.')).toBeVisible());
    await expect(items(canvasElement)[0]).toHaveTextContent('Nova importação');
    await expect(canvas.getAllByText('Não lida')).toHaveLength(3);
  },
};

/** No notification: the empty text of §9. */
export const Empty: Story = {
  parameters: { msw: realtimeHandlers({ documentos: [] }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhuma notificação disponível no momento'),
    ).toBeVisible();
  },
};

/** While the list is read. */
export const Loading: Story = {
  parameters: { msw: realtimeHandlers({ listar: 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Carregando...')).toBeVisible();
  },
};

/** The list fails: a message and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: realtimeHandlers({ listar: 'error' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar as notificações.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The server refuses (403): its detail, and no retry that would fail the same way. */
export const Forbidden: Story = {
  parameters: { msw: realtimeHandlers({ listar: 'forbidden' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('O token informado pertence a outro domínio.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

const LONG_TITLE =
  'Importação do arquivo de emplacamentos da Associação Brasileira dos Concessionários de Automóveis';
const LONG_TEXT = `${'O arquivo EMPLACAMENTOS_OUTUBRO_2026_REGIAO_SUDESTE_CONSOLIDADO.csv foi importado com avisos; '.repeat(6)}Consulte o relatório de erros.`;

/** Text far longer than the card wraps inside it. */
export const LongText: Story = {
  parameters: {
    msw: realtimeHandlers({
      documentos: [notificacao('longa', { titulo: LONG_TITLE, texto: LONG_TEXT, lida: false })],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(LONG_TITLE)).toBeVisible());
    const row = items(canvasElement)[0];
    if (!row) throw new Error('no notification');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 1);
  },
};

/**
 * In the reader's language: a notification the server names (`mensagem`, `parametros`) is read
 * from the portal's translations, numbers formatted for the language; one it does not name keeps
 * the server's words.
 */
export const InTheReadersLanguage: Story = {
  parameters: {
    msw: realtimeHandlers({
      documentos: [
        notificacao(
          'imp',
          {
            mensagem: 'importacao-ConcluidaComErros',
            parametros: { arquivo: 'outubro.csv', importadas: 12345, rejeitadas: 7 },
            titulo: 'Importação concluída com erros',
            texto: 'outubro.csv: 12.345 linha(s) importada(s), 7 com erro.',
            lida: false,
          },
          '2026-11-20T15:00:00Z',
        ),
        notificacao('old', { titulo: 'Aviso antigo', texto: 'Sem código.', lida: true }),
      ],
    }),
  },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()} language="en">
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Import finished with errors')).toBeVisible());
    await expect(
      canvas.getByText('outubro.csv: 12,345 row(s) imported, 7 with errors.'),
    ).toBeVisible();
    await expect(canvas.getByText('Aviso antigo')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Import finished with errors');
    await userEvent.keyboard('{Escape}');
  },
};
