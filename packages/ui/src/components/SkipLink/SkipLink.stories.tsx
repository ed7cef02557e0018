import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { SkipLink } from './SkipLink';

/** A header with a few stops before the page, as the shell has. */
function Page({ label }: { label?: string }) {
  return (
    <>
      <SkipLink targetId="story-main" label={label} />
      <nav aria-label="Menu da página">
        <a href="#um">Primeiro</a> <a href="#dois">Segundo</a> <a href="#tres">Terceiro</a>
      </nav>
      <main id="story-main" tabIndex={-1}>
        <Text as="h1" variant="h2">
          Concessionárias
        </Text>
      </main>
    </>
  );
}

/**
 * The first stop of the Tab key on every layout: hidden until focused, then shown at the top
 * left in the tenant's colour; it moves the focus past the header and the menu to the page.
 */
const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => <Page label={args.label} />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden off screen until the keyboard reaches it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab shows it in the page; Enter moves the focus to `main`, past the menu. */
export const SkipsToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // Nothing navigated: the address keeps no hash.
    await expect(window.location.hash).toBe('');
    // The next Tab goes on from the page, not back to the menu.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Primeiro' })).not.toHaveFocus();
  },
};

/** A long label (another language, larger text) stays on one readable block within the screen. */
export const LongText: Story = {
  args: { label: 'Zum Hauptinhalt dieser Seite springen und die Navigation überspringen' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: /Zum Hauptinhalt/ });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
