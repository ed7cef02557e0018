import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  kpiFailingOnce,
  kpiHandlers,
  kpiNeverAnswers,
  kpiRefused,
} from '../../testing/kpi-handlers';
import { pageStoryFrame } from '../../testing/page-story-frame';
import { saoPauloDay } from '@emplacamento/i18n';
import { KpiDashboard } from './KpiDashboard';

/**
 * The KPI dashboard: the association's own share this month and this year, share, change and
 * direct sales per brand, direct sales per year, and the brand's trend per month and day. Every
 * card has its own loading, empty and error state; the charts (ECharts, loaded on first use)
 * carry a description and their data as a table for screen readers.
 */
const meta = {
  title: 'Features/Dashboard/KpiDashboard',
  component: KpiDashboard,
  args: { initialPeriod: { ano: 2026, mes: 11 }, lastYear: 2026 },
  parameters: { msw: kpiHandlers(), layout: 'fullscreen' },
  decorators: [pageStoryFrame],
} satisfies Meta<typeof KpiDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Every card with data, numbers in pt-BR (thousands ".", decimals ",", shares with one decimal). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const month = await card(canvasElement, 'Participação no mês');
    await expect(await month.findByText('23,4%')).toBeVisible();
    await expect(month.getByText('52.007 de 222.250 emplacamentos')).toBeVisible();
    await expect(month.getByText('+1,3 p.p. em relação ao período anterior (22,1%)')).toBeVisible();
    // The card's report opens on the dashboard's month, a month that is over: all of it.
    await expect(month.getByRole('link', { name: 'Abrir Boletim diário' })).toHaveAttribute(
      'href',
      '/reports/daily-report?de=2026-11-01&ate=2026-11-30',
    );
    const brands = await card(canvasElement, 'Participação por marca');
    // The chart's data as a table for screen readers, and its description.
    const table = await brands.findByRole('table', {
      name: 'Dados do gráfico Participação por marca',
    });
    await expect(within(table).getByRole('row', { name: 'FIAT 23,4%' })).toBeInTheDocument();
    await expect(
      brands.getByRole('img', { name: /^Gráfico de barras, Participação por marca: FIAT 23,4%/ }),
    ).toBeInTheDocument();
    const variation = await card(canvasElement, 'Variação por marca');
    const fiat = await variation.findByRole('row', { name: /^FIAT/ });
    await expect(fiat).toHaveTextContent('52.007');
    await expect(fiat).toHaveTextContent('+5,3%');
    // The charts are drawn once ECharts' chunk has loaded.
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('[data-testid="kpi-chart"][data-drawn="true"] svg'),
      ).toHaveLength(5),
    );
  },
};

/**
 * Today's month: the server sets its days so far against as many days of the month before and of
 * last year, and the cards say so.
 */
export const MonthInProgress: Story = {
  args: {
    initialPeriod: {
      ano: Number(saoPauloDay(Date.now()).slice(0, 4)),
      mes: Number(saoPauloDay(Date.now()).slice(5, 7)),
    },
    lastYear: Number(saoPauloDay(Date.now()).slice(0, 4)),
  },
  play: async ({ canvasElement }) => {
    const month = await card(canvasElement, 'Participação no mês');
    await expect(
      await month.findByText('+1,3 p.p. em relação aos mesmos dias do período anterior (22,1%)'),
    ).toBeVisible();
    // The period line says how far the month goes: its first day to today.
    const today = saoPauloDay(Date.now());
    const [y, m, d] = today.split('-');
    await expect(
      within(canvasElement).getByText(
        new RegExp(
          `, 01/${String(m)}/${String(y)} até ${String(d)}/${String(m)}/${String(y)}, mês em andamento$`,
        ),
      ),
    ).toBeVisible();
    const variation = await card(canvasElement, 'Variação por marca');
    await variation.findByRole('row', { name: /^FIAT/ });
    await expect(
      variation.getByRole('columnheader', { name: 'Mesmos dias do mês anterior' }),
    ).toBeVisible();
    await expect(
      variation.getByRole('columnheader', { name: 'Mesmos dias do ano anterior' }),
    ).toBeVisible();
  },
};

/** Picking another month asks every card for it. */
export const ChangePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = await card(canvasElement, 'Participação no mês');
    await month.findByText('52.007 de 222.250 emplacamentos');
    await userEvent.click(canvas.getByRole('button', { name: /Mês/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'março' }));
    await expect(await month.findByText('45.923 de 196.250 emplacamentos')).toBeVisible();
    const evolution = await card(canvasElement, 'Evolução da marca (13 meses)');
    await expect(
      await evolution.findByRole('table', {
        name: 'Dados do gráfico Evolução da marca (13 meses)',
      }),
    ).toHaveTextContent('mar. de 26');
  },
};

/** Every card waiting for its call, announced as busy. */
export const Loading: Story = {
  parameters: { msw: [kpiNeverAnswers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Carregando Participação no mês' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('status', { name: /^Carregando / })).toHaveLength(8);
  },
};

/** A period without registrations: every card says so. */
export const Empty: Story = {
  parameters: { msw: kpiHandlers({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Sem emplacamentos neste período.')).toHaveLength(8),
    );
  },
};

/** The calls failed: each card offers to try again, and trying again shows the figures. */
export const Error: Story = {
  parameters: { msw: kpiFailingOnce() },
  play: async ({ canvasElement }) => {
    const month = await card(canvasElement, 'Participação no mês');
    await expect(await month.findByText('Não foi possível carregar este indicador.')).toBeVisible();
    await userEvent.click(month.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await month.findByText('23,4%')).toBeVisible();
    // The other cards still show their own error.
    const year = await card(canvasElement, 'Participação no ano');
    await expect(year.getByText('Não foi possível carregar este indicador.')).toBeVisible();
  },
};

/** A server error that keeps failing: the error state, as QA sees it. */
export const ServerError: Story = {
  parameters: { msw: [kpiRefused(500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(8),
    );
  },
};

/** A profile without the dashboard's permission: refused, and no retry offered. */
export const Forbidden: Story = {
  parameters: { msw: [kpiRefused(403)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Você não tem permissão para ver este indicador.')).toHaveLength(
        8,
      ),
    );
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** Long brand names wrap in the table and the charts keep their size. */
export const LongText: Story = {
  parameters: { msw: kpiHandlers({ longNames: true }) },
  play: async ({ canvasElement }) => {
    const variation = await card(canvasElement, 'Variação por marca');
    await expect(
      await variation.findByText('FIAT AUTOMÓVEIS E COMERCIAIS LEVES DO BRASIL LTDA'),
    ).toBeVisible();
  },
};
