import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Stack';
import { PageLoader, Spinner } from './Spinner';

/** Busy indicators. `PageLoader` is the page loading background shown until a route is ready. */
const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(
        within(canvasElement).getByRole('progressbar', { name: 'Carregando' }),
      ).toBeInTheDocument();
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Gerando relatório" />
    </Inline>
  ),
};

export const PageLoading: Story = {
  render: function Render() {
    const [visible, setVisible] = useState(true);
    return (
      <>
        <PageLoader visible={visible} label="Carregando o portal" />
        {!visible && (
          <Button
            onPress={() => {
              setVisible(true);
            }}
          >
            Recarregar
          </Button>
        )}
        {visible && (
          <button
            type="button"
            style={{ position: 'relative', zIndex: 1000 }}
            onClick={() => {
              setVisible(false);
            }}
          >
            Concluir
          </button>
        )}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Carregando o portal' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  },
};
