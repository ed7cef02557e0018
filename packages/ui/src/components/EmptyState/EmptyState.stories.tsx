import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

/** Shown instead of an empty list, table or chart. */
const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(
        within(canvasElement).getByText('Nenhum registro encontrado'),
      ).toBeInTheDocument();
    }
  },
};

export const WithAction: Story = {
  args: {
    icon: <SearchX size={28} />,
    title: 'Nenhuma concessionária encontrada',
    description: 'Revise os filtros ou cadastre uma nova concessionária.',
  },
  render: function Render(args) {
    const onPress = fn();
    return <EmptyState {...args} action={<Button onPress={onPress}>Limpar filtros</Button>} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma concessionária encontrada')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
  },
};
