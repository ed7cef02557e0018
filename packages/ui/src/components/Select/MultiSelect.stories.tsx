import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';
import type { MultiSelectProps } from './MultiSelect';

const marcas = [
  { id: 1, label: 'FIAT' },
  { id: 2, label: 'VOLKSWAGEN' },
  { id: 3, label: 'CHEVROLET' },
  { id: 4, label: 'HYUNDAI' },
  { id: 5, label: 'MERCEDES-BENZ CAMINHÕES E ÔNIBUS DO BRASIL (NOME LONGO)' },
];

/** The select holding its own choice, as a page does. */
function Held(props: MultiSelectProps) {
  const [value, setValue] = useState<Key[]>([...props.value]);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <MultiSelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

/** Several choices from one list: the brands a chart compares. None chosen reads as "all". */
const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Marcas comparadas',
    options: marcas,
    value: [],
    placeholder: 'Todas',
    onChange: fn(),
  },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks two brands with the mouse, then drops one with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Marcas comparadas/ });
    await expect(trigger).toHaveTextContent('Todas');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'FIAT' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'HYUNDAI' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 4]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent(/FIAT.*HYUNDAI/);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const again = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(again).getByRole('option', { name: 'FIAT' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // The focus opens on the first chosen option: Space drops it.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('FIAT'));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([4]);
  },
};

export const Chosen: Story = { args: { value: [1, 2, 3] } };

/** A long name is cut with an ellipsis in the box, whole in the list. */
export const LongText: Story = { args: { value: [5, 1] } };

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Marcas/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Carregando');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Marcas/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent(
      'Nenhum registro encontrado',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: [1] } };
