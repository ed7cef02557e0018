import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

/** The top of every page: breadcrumbs, the one level-1 title, and the page's actions. */
const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Concessionárias',
    breadcrumbs: [
      { id: 'home', label: 'Início', href: '#inicio' },
      { id: 'cadastros', label: 'Cadastros' },
      { id: 'concessionarias', label: 'Concessionárias' },
    ],
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(trail).getAllByRole('link')).toHaveLength(2);
    await expect(within(trail).getByText('Cadastros').closest('a')).toBeNull();
    const title = canvas.getByRole('heading', { level: 1, name: 'Concessionárias' });
    title.focus();
    await expect(title).toHaveFocus();
  },
};

export const WithActionsAndDescription: Story = {
  args: {
    description: 'Concessionárias associadas e suas situações de cadastro.',
    actions: <Button>Nova concessionária</Button>,
  },
};

/** A title far longer than the row wraps instead of pushing the actions off screen. */
export const LongText: Story = {
  args: {
    title:
      'Relatório de acessos por grupo empresa e por usuário no período selecionado, com detalhamento por relatório',
    actions: <Button variant="secondary">Exportar</Button>,
  },
};

/** Without a trail (a page at the top of the tree). */
export const Empty: Story = { args: { breadcrumbs: [] } };
