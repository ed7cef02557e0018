import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryPortal } from '../../testing/StoryPortal';
import { StatusPage } from './StatusPage';

/** The 404, not-authorized, under-construction and error pages of §2 and §8. */
const meta = {
  title: 'Features/Status/StatusPage',
  component: StatusPage,
  args: { kind: 'not-found' },
  decorators: [
    (Story) => (
      <StoryPortal>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const NotAuthorized: Story = {
  args: { kind: 'not-authorized' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Você não tem autorização!' }),
    ).toBeVisible();
  },
};

export const UnderConstructionLongTitle: Story = {
  args: {
    kind: 'under-construction',
    subject:
      'Relatório de acesso por grupo empresa com faturamento consolidado de todas as concessionárias associadas',
  },
};

export const ChunkErrorWithRetry: Story = {
  args: { kind: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
