import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileChartColumn, Store, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { Button } from '../Button';
import { CommandPalette, type CommandGroup } from './CommandPalette';

const groups: CommandGroup[] = [
  {
    id: 'cadastros',
    label: 'Cadastros',
    items: [
      { id: 'conc', label: 'Concessionárias', href: '/concessionarias', icon: <Store size={16} /> },
      { id: 'usu', label: 'Usuários', href: '/usuarios', icon: <Users size={16} /> },
    ],
  },
  {
    id: 'relatorios',
    label: 'Relatórios',
    items: [
      {
        id: 'marcas',
        label: 'Relatório de emplacamentos por marca e por região operacional da associação',
        href: '/relatorios/marcas',
        icon: <FileChartColumn size={16} />,
      },
    ],
  },
];

const navigate = fn();

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <RouterProvider navigate={navigate}>
      <Button
        onPress={() => {
          setOpen(true);
        }}
      >
        Buscar páginas
      </Button>
      <CommandPalette groups={groups} isOpen={open} onOpenChange={setOpen} />
    </RouterProvider>
  );
}

/** Search-to-jump over the routes: accents and case do not matter; Enter opens the page. */
const meta = {
  title: 'UI/CommandPalette',
  component: CommandPalette,
  args: { groups, isOpen: false, onOpenChange: fn() },
  render: () => <Harness />,
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buscar páginas' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'USUARIOS');
    await expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/usuarios', undefined));
  },
};

/** Nothing matches: the palette says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buscar páginas' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'nada disso');
    await expect(within(dialog).getByText('Nenhuma página encontrada')).toBeVisible();
    // The first Escape clears the search (a fresh start), the second closes the palette.
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).getByRole('searchbox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Open with a long name, words matched anywhere. */
export const LongText: Story = {
  render: () => <Harness initiallyOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Ir para uma página' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'regiao marca');
    await expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1);
  },
};
