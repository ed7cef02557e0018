import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { StoryPortal } from '../../testing/StoryPortal';
import { PendingBanner } from './PendingBanner';

/** The overdue-charge banner a dealership's users see above every page. */
const meta = {
  title: 'Features/Billing/PendingBanner',
  component: PendingBanner,
  decorators: [
    (Story, context) => (
      <StoryPortal
        user={{
          ...loggedUser(),
          ehAdmin: false,
          pendenciaFinanceira: (context.parameters as { owing?: boolean }).owing ?? true,
        }}
      >
        <div style={{ maxWidth: (context.parameters as { width?: string }).width ?? 'none' }}>
          <Story />
        </div>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof PendingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealership owes: the banner says so, as a status. */
export const Owing: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status');
    await expect(banner).toHaveTextContent(/cobrança vencida e não paga/);
  },
};

/** Nothing owed (or no dealership): no banner at all. */
export const NotOwing: Story = {
  parameters: { owing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** On a phone's width the text wraps beside its icon. */
export const Narrow: Story = {
  parameters: { width: '320px' },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('status');
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
