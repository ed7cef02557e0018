import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

/** Numbers and money in the locale's format: pt-BR `1.234,56`, `R$ 1.234,56`. */
const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Valor faturado', currency: true, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor faturado' });
    await userEvent.type(input, '1234,56');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56);
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(input).toHaveValue('R$\u00a01.234,56');
    }
  },
};

export const Stepper: Story = {
  args: { label: 'Quantidade', currency: false, stepper: true, defaultValue: 10, minValue: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Aumentar|Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Quantidade' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 1500 } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Informe um valor maior que zero' },
};
