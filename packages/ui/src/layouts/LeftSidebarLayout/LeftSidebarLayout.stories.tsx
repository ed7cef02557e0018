import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../../components/Card';
import { Text } from '../../components/Text';
import { SideNav } from '../Nav';
import { LeftSidebarLayout } from './LeftSidebarLayout';

// Each profile is an entry of its own: a group of one entry shows as a plain link.
const perfis = [
  { id: 'admin', label: 'Administrador', href: '#admin' },
  { id: 'conc', label: 'Concessionário', href: '#conc' },
  { id: 'fat', label: 'Faturamento', href: '#fat' },
].map((item) => ({ id: item.id, label: item.label, icon: null, items: [item] }));

/** A page with a side panel, e.g. the profiles screen of /administrative/settings. */
const meta = {
  title: 'UI/Layouts/LeftSidebarLayout',
  component: LeftSidebarLayout,
  args: {
    sidebarLabel: 'Perfis',
    sidebar: <SideNav groups={perfis} currentId="conc" label="Lista de perfis" />,
    children: (
      <Card title="Concessionário">
        <Text>Permissões do perfil.</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof LeftSidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Perfis' });
    await expect(within(aside).getByRole('link', { name: 'Concessionário' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
