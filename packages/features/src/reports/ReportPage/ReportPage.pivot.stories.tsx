import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pivotHandlers } from '../../testing/pivot-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { reportStateStories } from '../../testing/report-state-stories';
import { ReportPage } from './ReportPage';

/** Picks `option` in the select labelled `label`, with the keyboard as a reader would. */
async function pick(canvas: HTMLElement, label: string, option: string) {
  const trigger = within(canvas).getByRole('button', { name: new RegExp(label) });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/**
 * The dynamic table (`/Emplacamento/EmplacamentoPivotGrid`): the reader picks the row dimensions,
 * the column dimension and the measure; the table shows each cell, a subtotal row after each group
 * and the totals, in the reader's numbers; the choice is kept in the address.
 */
const meta = {
  title: 'Features/Reports/PivotTable',
  component: ReportPage,
  args: { nome: 'EmplacamentoPivotGrid', today: '2026-11-22', save: fn() },
  // Each story opens without the previous story's choice in the address.
  parameters: { msw: pivotHandlers(), layout: 'fullscreen' },
  ...reportStoryMeta,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brands as rows, no column dimension: a count per brand in pt-BR numbers and the total. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Tabela dinâmica' });
    const fiat = await within(table).findByRole('row', { name: /^FIAT/ });
    await expect(fiat).toHaveTextContent('105.737');
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^Total189\.495$/);
    await expect(canvas.getByRole('group', { name: 'Arranjo da tabela dinâmica' })).toBeVisible();
  },
};

/**
 * Picking a second row dimension and a column: a subtotal row closes each brand, a column per
 * year, and the address keeps the choice.
 */
export const PickDimensions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Tabela dinâmica' });
    await within(table).findByRole('row', { name: /^FIAT/ });
    await pick(canvasElement, 'Linhas \\(segundo nível\\)', 'Tipo de venda');
    await pick(canvasElement, 'Colunas', 'Ano');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Marca', 'Tipo de venda', '2025', '2026', 'Total']),
    );
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^FIATVarejo41\.25038\.99080\.240$/);
    await expect(rows[3]).toHaveTextContent(/^FIATSubtotal53\.73052\.007105\.737$/);
    await expect(rows.at(-1)).toHaveTextContent(/^Total—98\.56090\.935189\.495$/);
    // A dimension in use is not offered again.
    canvas.getByRole('button', { name: /Colunas/ }).focus();
    await userEvent.keyboard('{Enter}');
    const marca = await within(document.body).findByRole('option', { name: 'Marca' });
    await expect(marca).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(window.location.search).toContain('linhas=marca%2CtipoVenda');
    await expect(window.location.search).toContain('coluna=ano');
  },
};

/** The share measure: each cell is its part of the column, every column of the totals 100 %. */
export const ShareOfColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Tabela dinâmica' });
    await within(table).findByRole('row', { name: /^FIAT/ });
    await pick(canvasElement, 'Colunas', 'Ano');
    await pick(canvasElement, 'Medida', 'Participação na coluna (%)');
    await waitFor(() =>
      expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
        /^Total100,0%100,0%100,0%$/,
      ),
    );
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^FIAT54,5%57,2%55,8%$/);
  },
};

/** Export: the server writes the table as shown and the browser gets the file with its name. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Tabela dinâmica' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Planilha XLSX' }),
    );
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [, name] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(name).toBe('EmplacamentoPivotGrid-2026-11-23.xlsx');
  },
};

/** A table too large to show: the server's own words, and the pickers stay to choose again. */
export const TooManyCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Tabela dinâmica' });
    await pick(canvasElement, 'Linhas \\(segundo nível\\)', 'Cidade');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /A tabela teria 48\.312 células; o máximo é 20000/,
    );
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await pick(canvasElement, 'Linhas \\(segundo nível\\)', 'Nenhuma');
    await expect(await canvas.findByRole('grid', { name: 'Tabela dinâmica' })).toBeVisible();
  },
};

/** A phone: the table scrolls sideways inside its box; the page itself never does. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Tabela dinâmica' });
    await within(table).findByRole('row', { name: /^FIAT/ });
    await pick(canvasElement, 'Linhas \\(segundo nível\\)', 'Tipo de venda');
    await pick(canvasElement, 'Colunas', 'Ano');
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(5));
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

const states = reportStateStories({
  handlers: pivotHandlers,
  table: 'Tabela dinâmica',
  emptyText: 'Nenhum emplacamento no período e nos filtros escolhidos.',
  row: /^FIAT/,
  longRow: /^FIAT AUTOMÓVEIS/,
});

/** Waiting for the run: a skeleton announced once. */
export const Loading: Story = states.Loading;
/** Nothing in the period and filters, said in the report's own words. */
export const Empty: Story = states.Empty;
/** A failed run says so and retries on demand. */
export const Error: Story = states.Error;
/** A reader without the report's permission. */
export const Forbidden: Story = states.Forbidden;
/** Names far longer than usual stay in their cells; the table scrolls, not the page. */
export const LongText: Story = states.LongText;
