import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack';
import { Badge, StatusBadge } from './Badge';

/** Short labels. `StatusBadge` shows a record's state: Ativo, Inativo, Processando. */
const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Novo' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Inline>
      <Badge>Neutro</Badge>
      <Badge tone="primary">Primário</Badge>
      <Badge tone="success">Sucesso</Badge>
      <Badge tone="info">Informação</Badge>
      <Badge tone="warning">Aviso</Badge>
      <Badge tone="danger" dot>
        Erro
      </Badge>
    </Inline>
  ),
};

export const Statuses: Story = {
  render: () => (
    <Inline>
      <StatusBadge status="Ativo" />
      <StatusBadge status="Inativo" />
      <StatusBadge status="Processando" />
    </Inline>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const expected =
      globals.locale === 'en'
        ? ['Active', 'Inactive', 'Processing']
        : ['Ativo', 'Inativo', 'Processando'];
    for (const text of expected) await expect(canvas.getByText(text)).toBeInTheDocument();
  },
};
