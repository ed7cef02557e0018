import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

/** Filters a list or table; the parent searches on `onSubmit` or as the text changes. */
const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: {
    label: 'Buscar concessionária',
    placeholder: 'Nome ou CNPJ',
    onSubmit: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Buscar concessionária' });
    await userEvent.type(box, 'Fiat{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('Fiat');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'Via{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const WithLabel: Story = { args: { showLabel: true } };
export const Disabled: Story = { args: { isDisabled: true } };
