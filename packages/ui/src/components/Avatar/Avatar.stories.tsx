import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack';
import { Avatar, initials } from './Avatar';

/** The user's picture or initials, e.g. in the header's user menu. */
const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ana Maria Souza' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Maria Souza' });
    await expect(avatar).toHaveTextContent('AS');
    await expect(initials('  joão  ')).toBe('J');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline>
      <Avatar name="Ana Souza" size="sm" />
      <Avatar name="Bruno Lima" size="md" />
      <Avatar name="Carla Dias" size="lg" />
    </Inline>
  ),
};

/** A picture that fails to load falls back to initials. */
export const BrokenPicture: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Maria Souza' });
    await expect(await within(avatar).findByText('AS')).toBeInTheDocument();
  },
};
