import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text';
import { ScrollToTop } from './ScrollToTop';

/** Appears after 250 px of scrolling (the spec) and takes the page back to the top. */
const meta = {
  title: 'UI/ScrollToTop',
  component: ScrollToTop,
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div>
      {Array.from({ length: 60 }, (_, index) => (
        <Text key={index}>Linha {index + 1} de um relatório longo.</Text>
      ))}
      <ScrollToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0 });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull(),
    );
    window.scrollTo({ top: 200 });
    window.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull();
    window.scrollTo({ top: 600 });
    const button = await canvas.findByRole('button', { name: 'Voltar ao topo' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull(),
    );
  },
};
