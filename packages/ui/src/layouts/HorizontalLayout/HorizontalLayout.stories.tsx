import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from '../../components/Text';
import { portalNav } from '../Nav/fixtures';
import { HorizontalLayout } from './HorizontalLayout';

/** The shell with the menu in a row; chosen per user preference instead of the vertical one. */
const meta = {
  title: 'UI/Layouts/HorizontalLayout',
  component: HorizontalLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: portalNav,
    currentId: 'relatorios',
    logo: 'Emplacamento',
    children: <Heading level={1}>Relatórios</Heading>,
  },
} satisfies Meta<typeof HorizontalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(portalNav.length);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await expect(within(nav).getByRole('link', { name: 'Relatórios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
