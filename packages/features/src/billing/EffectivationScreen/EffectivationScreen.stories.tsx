import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { billingHandlers, empresa } from '../../testing/billing-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { EffectivationScreen } from './EffectivationScreen';

/** The billing effectivation screen on October 2026: close, letters, payments, log, parameters. */
const meta = {
  title: 'Features/Billing/EffectivationScreen',
  component: EffectivationScreen,
  args: { now: () => new Date('2026-11-15T12:00:00Z') },
  parameters: { msw: billingHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/effectivate-billing?mes=2026-10">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof EffectivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An open month: its dealerships and totals, the one that sent nothing marked, the log. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', {
      name: 'Faturamentos de outubro de 2026 por concessionária',
    });
    await expect(await within(grid).findByText('F000001')).toBeVisible();
    await expect(within(grid).getByText('Não enviou faturamento')).toBeVisible();
    await expect(canvas.getByText(/3 concessionárias · 66 veículos/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar cartas de cobrança' })).toBeDisabled();
    const log = canvas.getByRole('log', { name: 'Log de faturamento' });
    await expect(await within(log).findByText(/faturamento-outubro\.csv/)).toBeVisible();
  },
};

/** The month's dealerships are loading. */
export const Loading: Story = {
  parameters: { msw: billingHandlers({ dealerships: 'hangs' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing billed in the month: nothing to close. */
export const Empty: Story = {
  parameters: { msw: billingHandlers({ rows: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhum faturamento importado para outubro de 2026.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Efetivar mês' })).toBeDisabled();
  },
};

/** The month could not be read. */
export const LoadError: Story = {
  parameters: { msw: billingHandlers({ dealerships: 503 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Não foi possível carregar os faturamentos de outubro de 2026.',
      ),
    ).toBeVisible();
  },
};

/** The profile may not close billing months. */
export const Forbidden: Story = {
  parameters: { msw: billingHandlers({ dealerships: 403 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Você não tem permissão para efetivar faturamentos.'),
    ).toBeVisible();
  },
};

/** A long dealership name wraps inside its cell. */
export const LongText: Story = {
  parameters: {
    msw: billingHandlers({
      rows: [
        empresa(1, {
          RazaoSocial:
            'Concessionária Metropolitana de Veículos Automotores e Utilitários Leves do Vale do Paraíba e Litoral Norte Ltda',
          PendenciaFinanceira: true,
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Litoral Norte Ltda$/)).toBeVisible());
    await expect(canvas.getByText('Pendência financeira')).toBeVisible();
  },
};

/** A large association: the month's 60 dealerships are paged, 25 a page, then 10 a page. */
export const ManyDealerships: Story = {
  parameters: {
    msw: billingHandlers({ rows: Array.from({ length: 60 }, (_, i) => empresa(i + 1)) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', {
      name: 'Faturamentos de outubro de 2026 por concessionária',
    });
    await expect(await within(grid).findByText('F000001')).toBeVisible();
    await expect(within(grid).queryByText('F000026')).toBeNull();
    const pages = canvas.getByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3 de 3' }));
    await expect(await within(grid).findByText('F000051')).toBeVisible();
    await expect(within(grid).getByText('F000060')).toBeVisible();
    await expect(within(grid).queryByText('F000001')).toBeNull();
  },
};

/** Closing asks first; then the charges appear and the log says so. */
export const CloseMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('F000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Efetivar mês' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    // The dialog fades in: its text is visible once the animation ends.
    await waitFor(() => expect(within(dialog).getByText(/ficarão somente leitura/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Efetivar' }));
    await expect(
      await body(canvasElement).findByText('outubro de 2026 efetivado: 3 cobranças criadas.'),
    ).toBeVisible();
    const charges = canvas.getByRole('grid', { name: 'Cobranças de outubro de 2026' });
    await waitFor(() => expect(within(charges).getAllByText('Pendente')).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'Reabrir mês' })).toBeVisible();
  },
};

/**
 * Sending asks first, with the count of letters and the month (going back sends nothing); then
 * the letters go one by one: the bar and the log follow them, then the outcome. With none left
 * to send, the press only says so.
 */
export const SendLetters: Story = {
  parameters: { msw: billingHandlers({ closed: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Enviar cartas de cobrança' });
    await waitFor(() => expect(send).toBeEnabled());
    const confirm = async () => {
      await userEvent.click(send);
      const dialog = await body(canvasElement).findByRole('alertdialog', {
        name: 'Enviar 3 cartas de cobrança de outubro de 2026?',
      });
      await waitFor(() =>
        expect(within(dialog).getByText(/enviada de cobranca@emplacamento\.demo/)).toBeVisible(),
      );
      return dialog;
    };
    await userEvent.click(within(await confirm()).getByRole('button', { name: 'Voltar' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('alertdialog', { name: /^Enviar/ })).toBeNull(),
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(await confirm()).getByRole('button', { name: 'Enviar cartas' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Enviando cartas de cobrança' }),
    ).toBeVisible();
    await expect(
      await body(canvasElement).findByText('Cartas enviadas: 3; já enviadas antes: 0.'),
    ).toBeVisible();
    // The bar stays at its end with the count beside the announced outcome.
    const done = canvas.getByRole('progressbar', { name: 'Cartas de cobrança enviadas' });
    await expect(done).toHaveAttribute('aria-valuenow', '100');
    await expect(done).toHaveAttribute('aria-valuetext', '3 de 3 cartas');
    const log = canvas.getByRole('log', { name: 'Log de faturamento' });
    await waitFor(() => expect(within(log).getAllByText(/^Carta de cobrança/)).toHaveLength(3));
    await userEvent.click(send);
    await expect(
      await body(canvasElement).findByText('Cartas enviadas: 0; já enviadas antes: 3.'),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog', { name: /^Enviar/ })).toBeNull();
  },
};

/** Sends the month's three letters, confirming the dialog. */
const sendAll = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const send = await canvas.findByRole('button', { name: 'Enviar cartas de cobrança' });
  await waitFor(() => expect(send).toBeEnabled());
  await userEvent.click(send);
  const dialog = await body(canvasElement).findByRole('alertdialog', { name: /^Enviar 3 cartas/ });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar cartas' }));
  const log = canvas.getByRole('log', { name: 'Log de faturamento' });
  await waitFor(() => expect(within(log).getAllByText(/^Carta de cobrança/)).toHaveLength(3));
  return log;
};

/** A sent letter's line opens its PDF: seen in a dialog, or saved. */
export const LetterPdf: Story = {
  parameters: { msw: billingHandlers({ closed: true }) },
  play: async ({ canvasElement }) => {
    const log = await sendAll(canvasElement);
    const [letter] = within(log).getAllByRole('group', { name: /^Carta de cobrança de / });
    if (!letter) throw new Error('no letter in the log');
    const name = letter.getAttribute('aria-label') ?? '';
    await userEvent.click(within(letter).getByRole('button', { name: 'Ver PDF' }));
    const preview = await body(canvasElement).findByRole('dialog', { name });
    const frame = within(preview).getByTitle(name);
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(within(preview).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name })).toBeNull());
    await userEvent.click(within(letter).getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() =>
      expect(within(letter).getByRole('button', { name: 'Baixar PDF' })).toBeEnabled(),
    );
    await expect(body(canvasElement).queryByText(/Não foi possível abrir a carta/)).toBeNull();
  },
};

/** A letter's PDF the archive no longer has: the reader is told, nothing opens. */
export const LetterPdfMissing: Story = {
  parameters: { msw: billingHandlers({ closed: true, letterMissing: true }) },
  play: async ({ canvasElement }) => {
    const log = await sendAll(canvasElement);
    const [letter] = within(log).getAllByRole('group', { name: /^Carta de cobrança de / });
    if (!letter) throw new Error('no letter in the log');
    await userEvent.click(within(letter).getByRole('button', { name: 'Ver PDF' }));
    await expect(
      await body(canvasElement).findByText('Não foi possível abrir a carta. Tente novamente.'),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A payment registered on a chosen day: the charge is paid, the log says so. */
export const RegisterPayment: Story = {
  parameters: { msw: billingHandlers({ closed: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Registrar pagamento de Concessionária 1 Comércio de Veículos Ltda',
      }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Registrar pagamento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    await expect(await body(canvasElement).findByText('Pagamento registrado.')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Paga em 15/11/2026')).toBeVisible());
  },
};

/** Reopening needs a reason; a user who is not an administrator reads the refusal. */
export const ReopenRefused: Story = {
  parameters: { msw: billingHandlers({ closed: true, reopenRefused: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reabrir mês' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reabrir' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText(/Motivo da reabertura/),
      'Arquivo corrigido',
    );
    await userEvent.click(confirm);
    await expect(
      await within(dialog).findByText('Somente um administrador pode reabrir um mês efetivado.'),
    ).toBeVisible();
  },
};

/** The billing parameters saved. */
export const SaveParameters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByLabelText(/Assunto da carta/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Cobrança {{empresa}');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar parâmetros' }));
    await expect(
      await body(canvasElement).findByText('Parâmetros de faturamento salvos.'),
    ).toBeVisible();
  },
};
