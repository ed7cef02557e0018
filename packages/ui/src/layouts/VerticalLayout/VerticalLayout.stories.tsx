import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Grid } from '../../components/Stack';
import { Text } from '../../components/Text';
import { portalNav } from '../Nav/fixtures';
import { VerticalLayout } from './VerticalLayout';

/**
 * The portal's main shell. The menu starts collapsed (spec: "menu collapsed by default") to a
 * rail of group icons; opened, it shows titled groups; on phones it is a drawer over the page.
 */
const meta = {
  title: 'UI/Layouts/VerticalLayout',
  component: VerticalLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: portalNav,
    currentId: 'marcas',
    logo: <Text variant="h3">Portal Emplacamento</Text>,
    logoCollapsed: <Text variant="h3">PE</Text>,
    onCollapsedChange: fn(),
    headerEnd: <IconButton label="Notificações" icon={<Bell size={18} aria-hidden />} />,
    children: (
      <>
        <PageHeader
          title="Emplacamentos por marca"
          breadcrumbs={[
            { id: 'home', label: 'Início', href: '#painel' },
            { id: 'relatorios', label: 'Relatórios' },
            { id: 'marcas', label: 'Emplacamentos por marca' },
          ]}
        />
        <Grid columns={{ base: '1', md: '3' }}>
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

/** The rail: the toggle opens the titled groups from the keyboard and closes them again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Expandir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    await expect(within(nav).getByRole('button', { name: 'Relatórios' })).toHaveAttribute(
      'data-current',
    );
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    const collapse = canvas.getByRole('button', { name: 'Recolher menu' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(nav).getByRole('link', { name: 'Emplacamentos por marca' }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  },
};

/** Open: groups open and close; the current page's group starts open. */
export const Expanded: Story = {
  args: { defaultCollapsed: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
    const usuarios = within(nav).getByRole('button', { name: 'Usuários e perfis' });
    await expect(usuarios).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(usuarios);
    await expect(
      within(nav).getByRole('link', { name: 'Usuários pendentes de aprovação do cadastro' }),
    ).toBeVisible();
  },
};

/** The skip link is the first Tab stop and moves the focus to the page. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A phone: the menu is a drawer over the page; Escape closes it and gives the focus back. */
export const PhoneDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    await userEvent.click(open);
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Navegação principal',
    });
    // The drawer slides in: wait until the entry is shown.
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Dashboard KPI' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    // Focus returns to the trigger once the drawer has closed (after its exit transition).
    await waitFor(() => expect(open).toHaveFocus());
  },
};
