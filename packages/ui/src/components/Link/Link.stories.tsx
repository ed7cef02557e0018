import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

/** Navigation to another page. Actions on this page are `Button`s. */
const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Esqueci minha senha', href: '#forgot-password' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Esqueci minha senha' });
    await expect(link).toHaveAttribute('href', '#forgot-password');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Pressable: Story = {
  args: { href: undefined, onPress: fn(), children: 'Ver detalhes' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Ver detalhes' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The way on of a page whose action is to go somewhere: a link that looks like a button. */
export const LooksLikeAButton: Story = {
  args: { appearance: 'primary', children: 'Voltar para o início', href: '#home' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voltar para o início' });
    await expect(link).toHaveAttribute('href', '#home');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LooksLikeASecondaryButton: Story = {
  args: { appearance: 'secondary', children: 'Entrar com outra conta', href: '#login' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Entrar com outra conta' }),
    ).toHaveAttribute('href', '#login');
  },
};
