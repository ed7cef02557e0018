import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack';
import { Skeleton, SkeletonText } from './Skeleton';

/** Placeholders with the shape of what is loading; no pulse when motion is reduced. */
const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '12rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Text: Story = {
  render: () => <SkeletonText lines={4} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const AvatarAndLines: Story = {
  render: () => (
    <Inline gap="3">
      <Skeleton circle width="2.5rem" height="2.5rem" />
      <div style={{ width: '16rem' }}>
        <SkeletonText lines={2} />
      </div>
    </Inline>
  ),
};
