import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

/** Progress of uploads and imports. */
const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Enviando emplacamentos.csv', value: 45 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Enviando emplacamentos.csv',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
  },
};
export const Complete: Story = { args: { value: 100 } };
export const Failed: Story = { args: { value: 70, danger: true } };
