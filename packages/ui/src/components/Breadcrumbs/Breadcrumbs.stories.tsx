import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

/** The trail from the home page to the current one. */
const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Início', href: '#home' },
      { id: 'cadastros', label: 'Cadastros', href: '#cadastros' },
      { id: 'conc', label: 'Concessionárias' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(nav).getByText('Concessionárias')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Início' })).toHaveFocus();
  },
};

/** One crumb (a page at the top of the tree): the current page alone, going nowhere. */
export const Empty: Story = {
  args: { items: [{ id: 'home', label: 'Início' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Trilha de navegação' });
    const current = within(nav).getByText('Início');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
  },
};

/** Long names (a report's title) wrap within the page instead of running off it. */
export const LongText: Story = {
  args: {
    items: [
      { id: 'home', label: 'Início', href: '#home' },
      { id: 'rel', label: 'Relatórios de emplacamento por região', href: '#rel' },
      {
        id: 'atual',
        label:
          'Relatório de acessos por grupo empresa e por usuário no período selecionado, com detalhamento por relatório',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/Relatório de acessos/);
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 20 * 16 + 1,
    );
  },
};
