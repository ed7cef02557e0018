import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Stack';
import { Heading, Text } from '../../components/Text';
import { portalNav } from '../Nav/fixtures';
import { VerticalLayout } from './VerticalLayout';

/** The portal's main shell. The menu starts collapsed (spec: "menu collapsed by default"). */
const meta = {
  title: 'UI/Layouts/VerticalLayout',
  component: VerticalLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: portalNav,
    currentId: 'dashboard',
    logo: 'Emplacamento',
    logoCollapsed: 'E',
    onCollapsedChange: fn(),
    headerEnd: <IconButton label="Notificações" icon={<Bell size={18} aria-hidden />} />,
    children: (
      <>
        <Heading level={1}>Painel</Heading>
        <Grid columns={{ base: '1', md: '3' }} marginTop="4">
          <Card title="Emplacamentos">
            <Text variant="h2">12.480</Text>
          </Card>
          <Card title="Participação">
            <Text variant="h2">18,4%</Text>
          </Card>
          <Card title="Concessionárias">
            <Text variant="h2">312</Text>
          </Card>
        </Grid>
      </>
    ),
  },
} satisfies Meta<typeof VerticalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Alternar menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).getByRole('link', { name: 'Painel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = { args: { defaultCollapsed: false } };
