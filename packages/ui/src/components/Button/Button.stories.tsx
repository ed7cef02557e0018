import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Download, Star, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Stack';
import { Button, IconButton, IconToggle } from './Button';

/**
 * Buttons trigger actions. Use `primary` once per view, `secondary` for the rest, `ghost` in
 * toolbars and `danger` only behind a confirmation (see `AlertDialog`).
 */
const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Salvar', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      <Button {...args} variant="primary">
        Primário
      </Button>
      <Button {...args} variant="secondary">
        Secundário
      </Button>
      <Button {...args} variant="ghost">
        Discreto
      </Button>
      <Button {...args} variant="danger" icon={<Trash2 size={16} aria-hidden />}>
        Excluir
      </Button>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="lg" icon={<Download size={18} aria-hidden />}>
        Exportar
      </Button>
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Salvar/ }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Gerar relatório consolidado de emplacamentos por região operacional' },
};

export const IconOnly: Story = {
  render: (args) => (
    <IconButton label="Fechar" icon={<X size={18} aria-hidden />} onPress={args.onPress} />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/**
 * A count over the icon's corner (the header's bell): the button keeps its size with any count,
 * and the count is in the name, since the badge itself is hidden from screen readers.
 */
export const IconWithBadge: Story = {
  render: (args) => (
    <Inline gap="4">
      <IconButton
        label="Notificações"
        icon={<Bell size={18} aria-hidden />}
        onPress={args.onPress}
      />
      <IconButton
        label="Notificações 3 não lidas"
        icon={<Bell size={18} aria-hidden />}
        badge="3"
        onPress={args.onPress}
      />
      <IconButton
        label="Notificações 99+ não lidas"
        icon={<Bell size={18} aria-hidden />}
        badge="99+"
        onPress={args.onPress}
      />
    </Inline>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quiet = canvas.getByRole('button', { name: 'Notificações' });
    const three = canvas.getByRole('button', { name: 'Notificações 3 não lidas' });
    const many = canvas.getByRole('button', { name: 'Notificações 99+ não lidas' });
    const width = quiet.getBoundingClientRect().width;
    await expect(three.getBoundingClientRect().width).toBe(width);
    await expect(many.getBoundingClientRect().width).toBe(width);
    await userEvent.click(many);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/**
 * An on/off icon button (a favourite's star): one name whatever its state, the state said by
 * `aria-pressed`, the icon drawn for it; Space switches it like a click.
 */
export const IconToggleOnOff: Story = {
  render: (args) => (
    <IconToggle
      label="Favorito"
      onChange={args.onPress}
      icon={(on) => <Star size={18} aria-hidden fill={on ? 'currentColor' : 'none'} />}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favorito' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    await userEvent.keyboard(' ');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
