import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator } from './Menu';

/** Actions behind a button, e.g. the user menu of the header. */
const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { trigger: <Button variant="secondary">Ana Souza</Button>, onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="perfil" icon={<User size={16} aria-hidden />}>
        Meu perfil
      </MenuItem>
      <MenuItem id="config" icon={<Settings size={16} aria-hidden />}>
        Configurações
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="sair" danger icon={<LogOut size={16} aria-hidden />}>
        Sair
      </MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ana Souza' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Ana Souza' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Configurações' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('config', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Keyboard: Enter opens on the first item, ArrowUp wraps to the last.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('sair', undefined);
  },
};

export const WithDisabledItem: Story = {
  render: (args) => (
    <Menu
      {...args}
      trigger={<Button variant="secondary">Ações</Button>}
      disabledKeys={['excluir']}
      defaultOpen
    >
      <MenuItem id="editar">Editar</MenuItem>
      <MenuItem id="excluir" danger>
        Excluir
      </MenuItem>
    </Menu>
  ),
};
