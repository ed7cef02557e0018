import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Tabs } from './Tabs';

/** Sections of one page, e.g. the tabs of a dealership record. */
const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Cadastro da concessionária',
    onSelectionChange: fn(),
    items: [
      { id: 'dados', label: 'Dados gerais', content: <Text>Razão social, CNPJ e endereço.</Text> },
      { id: 'usuarios', label: 'Usuários', content: <Text>Usuários da concessionária.</Text> },
      { id: 'historico', label: 'Histórico', content: <Text>Alterações.</Text>, disabled: true },
      { id: 'faturamento', label: 'Faturamento', content: <Text>Notas do mês.</Text> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Usuários' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Usuários da concessionária.');
    // Arrow keys skip the disabled tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Faturamento' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('faturamento');
  },
};
