import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problem } from '../../testing/api-handlers';
import { pageStoryFrame } from '../../testing/page-story-frame';
import { viewHandlers } from '../../testing/view-handlers';
import { SavedViewOpener } from './SavedViewOpener';

const OPEN = '*/api/Emplacamento/Visoes/:id/Abrir';
let failing = true;

/**
 * A saved view's own address: the view is asked for as the reader may read it today, then its
 * report opens with its filters (the relative period as today's dates, the rest of its address
 * kept); a view gone, a report no longer allowed or a failure is said, with the way back.
 */
const meta = {
  title: 'Features/Reports/SavedViewOpener',
  component: SavedViewOpener,
  args: { id: 2, onOpen: fn() },
  parameters: { msw: viewHandlers({ removed: ['empresaId'] }) },
  decorators: [pageStoryFrame],
  beforeEach: () => {
    failing = true;
  },
} satisfies Meta<typeof SavedViewOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the report's route, the year to date and the comparison, what was taken out. */
export const Opens: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1));
    await expect(args.onOpen).toHaveBeenCalledWith({
      path: '/reports/by-brands',
      busca: '?comparar=anoAnterior&de=2026-01-01&ate=2026-12-15&regiaoOperacionalId=1',
      nome: 'Grande São Paulo no ano',
      removidos: ['empresaId'],
    });
  },
};

/** On its way. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get(OPEN, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Abrindo a visão')).toBeVisible();
  },
};

/** A view deleted, or no longer shared with the reader. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Esta visão não existe mais ou não está compartilhada com você.',
    );
    await expect(within(alert).getByRole('link', { name: 'Meus relatórios' })).toHaveAttribute(
      'href',
      '/my-reports',
    );
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** The reader's profile no longer opens the view's report. */
export const Forbidden: Story = {
  parameters: {
    msw: [http.get(OPEN, () => problem(403, 'Sem permissão', 'Sem permissão.'))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Você não tem mais permissão para abrir o relatório desta visão.',
    );
  },
};

/** A failure that may pass: said, and the retry opens the view. */
export const ErrorThenRetry: Story = {
  parameters: {
    msw: [
      http.get(OPEN, () =>
        failing ? problem(500, 'Erro interno', 'Ocorreu um erro inesperado.') : undefined,
      ),
      ...viewHandlers(),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível abrir a visão.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1));
  },
};
