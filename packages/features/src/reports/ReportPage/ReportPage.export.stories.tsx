import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { printPageSizes, printRulesOnScreen } from '../../testing/print-rules';
import { reportHandlers } from '../../testing/report-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { ReportPage } from './ReportPage';

/**
 * A report page's export menu: the run as the server writes it, in the reader's language, as a
 * CSV for programs and Brazilian Excel, an XLSX spreadsheet with its heading and number formats,
 * or a PDF to print or send (A4 landscape, the heading, the header on every page, the totals,
 * numbered pages). The file carries the page's filters, period and comparison.
 */
const meta = {
  title: 'Features/Reports/ReportPage/Export',
  component: ReportPage,
  args: { nome: 'Marca', today: '2026-11-22', save: fn() },
  parameters: { msw: reportHandlers(), layout: 'fullscreen' },
  ...reportStoryMeta,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu beside the title. */
async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
  await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
  return within(document.body).findByRole('menu');
}

/** The menu open: CSV, XLSX and PDF, each said by what it is for. */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'CSV (Excel em português)',
      'Planilha XLSX',
      'Documento PDF (para imprimir)',
    ]);
  },
};

/** The PDF: asked of the server as `formato=pdf` and saved under the name the server gives. */
export const Pdf: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Documento PDF (para imprimir)' }),
    );
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [file, name] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(name).toBe('Marca-2026-11-23.pdf');
    await expect(file.type).toBe('application/pdf');
    await expect(await file.text()).toMatch(/^%PDF-/);
  },
};

/** The page's print: on A4 landscape, its title, period summary, chart and table; no controls. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await expect(printPageSizes()).toContain('a4 landscape');
    const exportButton = canvas.getByRole('button', { name: 'Exportar' });
    const filters = canvas.getByRole('group', { name: 'Filtros do relatório' });
    const summary = filters.querySelector('[data-print-summary]');
    const chart = await waitFor(() => {
      const drawn = canvasElement.querySelector('[data-testid="kpi-chart"][data-drawn="true"] svg');
      if (!drawn) throw new Error('no chart yet');
      return drawn;
    });
    const undo = printRulesOnScreen();
    try {
      await expect(exportButton).not.toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Emplacamentos por marca' })).toBeVisible();
      await expect(grid).toBeVisible();
      await expect(chart).toBeVisible();
      await expect(summary).toBeVisible();
      await expect(summary?.textContent).toMatch(/\d{4}/);
      // The filter bar keeps its summary line only.
      for (const field of Array.from(filters.querySelectorAll('button, input, label')))
        await expect(field).not.toBeVisible();
    } finally {
      undo();
    }
    await expect(exportButton).toBeVisible();
  },
};
