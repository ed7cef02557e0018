import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHeader } from '../../components/PageHeader';
import { Text } from '../../components/Text';
import { portalNav } from '../Nav/fixtures';
import { HorizontalLayout } from './HorizontalLayout';

/** The shell with the menu under the top bar: one row of group menus. */
const meta = {
  title: 'UI/Layouts/HorizontalLayout',
  component: HorizontalLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: portalNav,
    currentId: 'marcas',
    logo: <Text variant="h3">Portal Emplacamento</Text>,
    children: <PageHeader title="Emplacamentos por marca" />,
  },
} satisfies Meta<typeof HorizontalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each group is a menu button; the current page's group is marked; a group of one is a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    const reports = within(nav).getByRole('button', { name: 'Relatórios' });
    await expect(reports).toHaveAttribute('data-current');
    await userEvent.click(reports);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'Relatórios',
    });
    await expect(
      within(menu).getByRole('menuitem', { name: 'Emplacamentos por marca' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // react-aria gives focus back to the trigger once the menu has closed, a frame later.
    await waitFor(() => expect(reports).toHaveFocus());
  },
};
