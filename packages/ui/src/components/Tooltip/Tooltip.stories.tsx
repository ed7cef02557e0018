import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../Button';
import { Tooltip } from './Tooltip';

/** Tips for icon buttons and truncated text. */
const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Exportar para Excel',
    children: <IconButton label="Exportar" icon={<Download size={18} aria-hidden />} />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Exportar para Excel');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
