import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

/** Server-side paging; the parent loads the page it is told. */
const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 12 de 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Página anterior' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
  },
};

export const WithPageSize: Story = {
  args: { page: 5, pageCount: 300, pageSize: 25, onPageSizeChange: fn() },
};

export const SinglePage: Story = { args: { pageCount: 1 } };
