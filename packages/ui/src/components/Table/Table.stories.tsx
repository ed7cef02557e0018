import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import type { Concessionaria } from './fixtures';
import { columns, concessionarias, serverPage } from './fixtures';
import { Table } from './Table';
import { TableCellText } from './TableCellText';

/**
 * Data tables. Sorting and paging are the server's: the table reports the wanted sort and the
 * `Pagination` the wanted page; the parent fetches and passes the rows.
 */
const meta = {
  title: 'UI/Table',
  component: Table<Concessionaria>,
  args: {
    label: 'Concessionárias',
    columns,
    rows: concessionarias.slice(0, 10),
    getRowId: (row) => row.id,
  },
} satisfies Meta<typeof Table<Concessionaria>>;

export default meta;
type Story = StoryObj<typeof meta>;

function ServerTable() {
  const [sort, setSort] = useState<SortDescriptor>({
    column: 'nomeFantasia',
    direction: 'ascending',
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [visible, setVisible] = useState<ReadonlySet<string>>(
    new Set(columns.map((column) => column.id)),
  );
  const answer = serverPage(sort, page, pageSize);
  return (
    <>
      <Table
        label="Concessionárias"
        columns={columns}
        rows={answer.rows}
        getRowId={(row) => row.id}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        visibleColumns={visible}
        onVisibleColumnsChange={setVisible}
      />
      <Pagination
        page={page}
        pageCount={answer.pageCount}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <output aria-label="Selecionadas">{selected === 'all' ? 'todas' : selected.size}</output>
    </>
  );
}

export const Default: Story = {
  render: () => <ServerTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Concessionárias' });
    const header = within(table).getByRole('columnheader', { name: /Emplacamentos/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = () => {
      const row = within(table).getAllByRole('row')[1];
      if (!row) throw new Error('the table has no body row');
      return row;
    };
    await expect(firstRow()).toHaveTextContent('1.4');
    // Next page through the pagination.
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByRole('button', { name: 'Página 2 de 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard: arrow into the body, Space selects the focused row.
    await userEvent.click(within(firstRow()).getByRole('rowheader'));
    await expect(canvas.getByRole('status', { name: 'Selecionadas' })).toHaveTextContent('1');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByRole('status', { name: 'Selecionadas' })).toHaveTextContent('2');
    // Hide a column.
    await userEvent.click(canvas.getByRole('button', { name: 'Colunas' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'CNPJ' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: 'CNPJ' })).toBeNull(),
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Concessionárias' });
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(
        within(canvasElement).getByText('Nenhum registro encontrado'),
      ).toBeInTheDocument();
    }
  },
};

const longName = 'Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul';
const longLegal = `${longName} e Região Metropolitana Ltda`;

/**
 * Long values stay on one line each (`TableCellText`): cut with an ellipsis, the whole text in the
 * line's title, a second muted line under the first; a long row is as tall as a short one.
 */
export const LongText: Story = {
  args: {
    rows: concessionarias
      .slice(0, 3)
      .map((row, index) =>
        index === 0 ? { ...row, nomeFantasia: longName, municipio: longLegal } : row,
      ),
    columns: [
      {
        id: 'nomeFantasia',
        header: 'Nome fantasia',
        isRowHeader: true,
        cell: (row) => (
          <TableCellText title={row.nomeFantasia} secondary={row.municipio}>
            {row.nomeFantasia}
          </TableCellText>
        ),
      },
      ...columns.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Concessionárias' });
    const name = within(table).getByTitle(longName);
    const legal = within(table).getByTitle(longLegal);
    await expect(name).toHaveTextContent(longName);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(legal.scrollWidth).toBeGreaterThan(legal.clientWidth);
    const rows = within(table).getAllByRole('row');
    const [, first, second] = rows.map((row) => row.getBoundingClientRect().height);
    // The long row is as tall as a short one with two lines: nothing wraps.
    await expect(first).toBeLessThanOrEqual((second ?? 0) + 1);
  },
};

export const StickyHeader: Story = {
  args: { rows: concessionarias, maxHeight: '16rem' },
};

function TableWithToolbar() {
  const [added, setAdded] = useState(0);
  return (
    <Table
      label="Concessionárias"
      columns={columns}
      rows={concessionarias.slice(0, 10)}
      getRowId={(row) => row.id}
      visibleColumns={new Set(columns.map((column) => column.id))}
      onVisibleColumnsChange={() => undefined}
      toolbar={
        <Button
          size="sm"
          onPress={() => {
            setAdded((count) => count + 1);
          }}
        >
          {`Nova concessionária (${String(added)})`}
        </Button>
      }
    />
  );
}

/** The screen's own controls on the table's toolbar row, after the column picker. */
export const WithToolbar: Story = {
  render: () => <TableWithToolbar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Colunas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nova concessionária (0)' }));
    await expect(canvas.getByRole('button', { name: 'Nova concessionária (1)' })).toBeVisible();
  },
};

/**
 * The page scrolls, not the table (a report): the header sticks to the top of the window (under
 * a shell's header, by `--app-sticky-top`) and the last row, the totals, to its bottom.
 */
export const PageScroll: Story = {
  args: { rows: concessionarias, scroll: 'page', stickyLastRow: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Concessionárias' });
    // No scroll box of its own: the rows run the page's length.
    await expect(grid.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    window.scrollTo({ top: window.innerHeight });
    const [header] = within(grid).getAllByRole('columnheader');
    const last = within(grid).getAllByRole('row').at(-1);
    if (!header || !last) throw new globalThis.Error('no header or last row');
    await waitFor(() => expect(Math.round(header.getBoundingClientRect().top)).toBe(0));
    const bottom = last.querySelector('[role="rowheader"]')?.getBoundingClientRect().bottom ?? 0;
    await expect(Math.round(bottom)).toBeLessThanOrEqual(window.innerHeight);
    await expect(last).toHaveTextContent('53');
    window.scrollTo({ top: 0 });
  },
};

/**
 * Wider than the page (a phone, a year of months): the table scrolls sideways in its own box, and
 * its header sits at the box's top, not a shell header's height below it over the first row.
 */
export const PageScrollWide: Story = {
  args: { rows: concessionarias.slice(0, 5), scroll: 'page' },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem', ['--app-sticky-top' as string]: '56px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Concessionárias' });
    const box = grid.parentElement;
    if (!box) throw new globalThis.Error('no wrapper');
    await waitFor(() => expect(box).toHaveAttribute('data-overflowing', 'true'));
    const [header] = within(grid).getAllByRole('columnheader');
    await expect(Math.round(header?.getBoundingClientRect().top ?? -1)).toBe(
      Math.round(grid.getBoundingClientRect().top),
    );
  },
};
