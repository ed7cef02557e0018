import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

/** One choice among a few visible ones, e.g. the report's grouping. */
const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Agrupar por',
    onChange: fn(),
    options: [
      { value: 'marca', label: 'Marca' },
      { value: 'modelo', label: 'Modelo' },
      { value: 'regiao', label: 'Região operacional' },
      { value: 'grupo', label: 'Grupo econômico', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Marca' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('marca');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Modelo' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Grupo econômico' })).toBeDisabled();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'regiao' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Escolha um agrupamento' } };
