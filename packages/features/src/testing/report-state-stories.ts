import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noReports, reportRunFailing, reportRunNeverAnswers } from './report-handlers';

/** What differs between report pages in their loading, empty, error, forbidden and long states. */
export interface ReportStatesOptions {
  /** The page's mocked API; `empty` answers no rows, `longNames` far longer names. */
  readonly handlers: (options?: { empty?: boolean; longNames?: boolean }) => HttpHandler[];
  /** The table's accessible name. */
  readonly table: string;
  /** What the page says when the period and filters hold nothing. */
  readonly emptyText: string;
  /** A row the page shows once the run answers (after a retry). */
  readonly row: RegExp;
  /** A row of the long-names answer. */
  readonly longRow: RegExp;
}

interface StateStory {
  readonly parameters: { msw: HttpHandler[] };
  readonly beforeEach?: () => void;
  readonly play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The states every report page has, one story each, for a report page's stories file
 * (`export const Loading: Story = states.Loading`): a skeleton while the run waits, the empty
 * message, a failure with its retry, the forbidden message, and long names kept in their cells.
 */
export function reportStateStories(
  o: ReportStatesOptions,
): Readonly<Record<'Loading' | 'Empty' | 'Error' | 'Forbidden' | 'LongText', StateStory>> {
  const failing = reportRunFailing();
  const firstRow = async (canvasElement: HTMLElement, name: RegExp) => {
    const table = await within(canvasElement).findByRole('grid', { name: o.table });
    const [row] = await within(table).findAllByRole('row', { name });
    await expect(row).toBeVisible();
  };
  return {
    Loading: {
      parameters: { msw: [reportRunNeverAnswers, ...o.handlers()] },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByLabelText('Carregando o relatório'),
        ).toBeInTheDocument();
      },
    },
    Empty: {
      parameters: { msw: o.handlers({ empty: true }) },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(o.emptyText)).toBeVisible();
      },
    },
    Error: {
      parameters: { msw: [failing.handler, ...o.handlers()] },
      beforeEach: failing.reset,
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(
          'Não foi possível carregar o relatório.',
        );
        failing.recover();
        await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
        await firstRow(canvasElement, o.row);
      },
    },
    Forbidden: {
      parameters: { msw: [noReports, ...o.handlers()] },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
          'Você não tem permissão para abrir este relatório.',
        );
      },
    },
    LongText: {
      parameters: { msw: o.handlers({ longNames: true }) },
      play: async ({ canvasElement }) => {
        await firstRow(canvasElement, o.longRow);
        // The table scrolls sideways in its own box once it is seen to be wider than the page;
        // the page does not.
        await waitFor(() =>
          expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
        );
      },
    },
  };
}
