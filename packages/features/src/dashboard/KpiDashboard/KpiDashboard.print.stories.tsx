import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { kpiHandlers } from '../../testing/kpi-handlers';
import { printPageSizes, printRulesOnScreen } from '../../testing/print-rules';
import { pageStoryFrame } from '../../testing/page-story-frame';
import { KpiDashboard } from './KpiDashboard';

/**
 * The KPI dashboard as the browser prints it (`/dashboard-kpi`, A4 landscape): its cards, figures
 * and charts, and the line saying its period; not the month and year pickers nor any button.
 */
const meta = {
  title: 'Features/Dashboard/KpiDashboard/Print',
  component: KpiDashboard,
  args: { initialPeriod: { ano: 2026, mes: 11 }, lastYear: 2026 },
  parameters: { msw: kpiHandlers(), layout: 'fullscreen' },
  decorators: [pageStoryFrame],
} satisfies Meta<typeof KpiDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The print keeps every card's figures and charts; the period's pickers go. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = await canvas.findByRole('region', { name: 'Participação no mês' });
    await within(month).findByText('23,4%');
    const chart = await waitFor(() => {
      const drawn = canvasElement.querySelector('[data-testid="kpi-chart"][data-drawn="true"] svg');
      if (!drawn) throw new Error('no chart yet');
      return drawn;
    });
    await expect(printPageSizes()).toContain('a4 landscape');
    const pickers = canvas.getByRole('group', { name: 'Período' });
    const picker = within(pickers).getByRole('button', { name: /Mês/ });
    const summary = within(pickers).getByText(
      'Período: novembro de 2026, 01/11/2026 até 30/11/2026',
    );
    const undo = printRulesOnScreen();
    try {
      // The pickers go; the line saying the period stays.
      await expect(picker).not.toBeVisible();
      await expect(summary).toBeVisible();
      await expect(month).toBeVisible();
      await expect(within(month).getByText('23,4%')).toBeVisible();
      await expect(chart).toBeVisible();
      for (const button of canvas.queryAllByRole('button', { hidden: true }))
        await expect(button).not.toBeVisible();
    } finally {
      undo();
    }
    await expect(picker).toBeVisible();
  },
};
