import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Popover } from './Popover';

/** Anchored, non-modal panels, e.g. a table's filters. */
const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: 'Filtros',
    trigger: <Button variant="secondary">Filtros</Button>,
    children: (
      <>
        <Checkbox>Somente associadas</Checkbox>
        <Checkbox>Somente ativas</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtros' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Somente ativas' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Somente ativas' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
