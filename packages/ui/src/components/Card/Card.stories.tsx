import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { Card } from './Card';

/** A surface for a block of content: a KPI, a form section, a chart. */
const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Emplacamentos no mês',
    subtitle: 'Novembro de 2026',
    children: <Text variant="display">12.480</Text>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Emplacamentos no mês' });
    await expect(within(region).getByText('12.480')).toBeInTheDocument();
  },
};

export const WithFooter: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost">
        Detalhes
      </Button>
    ),
    footer: <Button size="sm">Exportar</Button>,
  },
};

export const LongText: Story = {
  args: {
    title: 'Participação de mercado por região operacional e grupo econômico associado',
    children: <Text>{'Texto longo que quebra em várias linhas. '.repeat(12)}</Text>,
  },
};
