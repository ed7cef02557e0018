import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { lookupHandlers } from '../../testing/report-lookup-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { reportStateStories } from '../../testing/report-state-stories';
import { ReportPage } from './ReportPage';

/**
 * The report page for a list and a look-up: the access history (instants at São Paulo's wall
 * clock, no chart) and the vehicle look-up (plate, chassis and RENAVAM checked as typed by the
 * shared rules; the search starts only once a value is valid).
 */
const meta = {
  title: 'Features/Reports/ReportPage/Lists and look-ups',
  component: ReportPage,
  args: { nome: 'HistoricoAcesso', today: '2026-11-22', save: fn() },
  parameters: { msw: lookupHandlers(), layout: 'fullscreen' },
  ...reportStoryMeta,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each access on a row, date and time as the reader writes them; no chart, no totals row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Histórico de acesso' });
    const first = (await within(table).findAllByRole('row'))[1];
    await expect(first).toHaveTextContent('22/11/2026, 18:42');
    await expect(first).toHaveTextContent('Emplacamentos por marca');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByText('Gráfico')).toBeNull();
  },
};

/** Names far longer than usual stay in their cells; the table scrolls, not the page. */
export const LongText: Story = {
  parameters: { msw: lookupHandlers({ longNames: true }) },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Histórico de acesso' });
    await expect(await within(table).findAllByText(/Maria Aparecida dos Santos/)).toHaveLength(2);
  },
};

// The access history's waiting, failed and forbidden states, as every report page has them.
const states = reportStateStories({
  handlers: lookupHandlers,
  table: 'Histórico de acesso',
  emptyText: 'Nenhum emplacamento no período e nos filtros escolhidos.',
  row: /^22\/11\/2026, 18:42/,
  longRow: /Maria Aparecida dos Santos/,
});

/** Waiting for the run: a skeleton announced once. */
export const Loading: Story = states.Loading;
/** A failed run says so and retries on demand. */
export const Error: Story = states.Error;
/** A report the user may not run. */
export const Forbidden: Story = states.Forbidden;

/** The look-up before anything is typed: it asks for a plate, chassis or RENAVAM. */
export const LookupEmpty: Story = {
  args: { nome: 'InformacaoVeiculo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Informe a placa, o chassi ou o RENAVAM do veículo.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  },
};

/**
 * Typing: a half plate is refused with the shared rule's message once the field is left; a valid
 * plate finds the vehicle; another valid plate finds none and says so.
 */
export const LookupTyping: Story = {
  args: { nome: 'InformacaoVeiculo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plate = await canvas.findByRole('textbox', { name: 'Placa' });
    await userEvent.type(plate, 'ab1');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Insira uma placa válida.')).toBeVisible());
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'abc1d23');
    const table = await canvas.findByRole('grid', { name: 'Informações do veículo' });
    // A row is named by its first cell, the registration date.
    const found = await within(table).findByRole('row', { name: /14\/10\/2026/ });
    await expect(found).toHaveTextContent('ABC1D23');
    await expect(found).toHaveTextContent('9BD195A4ZP0712345');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'xyz9z99');
    await waitFor(() =>
      expect(canvas.getByText('Nenhum veículo encontrado com os dados informados.')).toBeVisible(),
    );
  },
};
