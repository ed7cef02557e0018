import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import type { Option, SelectProps } from './Select';

const estados = [
  { id: 'SP', label: 'São Paulo' },
  { id: 'RJ', label: 'Rio de Janeiro' },
  { id: 'MG', label: 'Minas Gerais' },
  { id: 'AC', label: 'Acre', disabled: true },
];

/** One choice from a short list. For long or server-side lists use `ComboBox`. */
const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Estado', options: estados, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Estado/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Rio de Janeiro' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('RJ');
    await expect(trigger).toHaveTextContent('Rio de Janeiro');
    // The list closes (with its exit animation) before the keyboard opens it again; otherwise the
    // closing list could be the one found below.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Keyboard: open with ArrowDown, move, choose with Enter. The keys go to the focused element,
    // so the trigger takes focus first: the stories of both skins run side by side in one browser,
    // and focus given back after the click was not always still there.
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('MG');
  },
};
export const Selected: Story = { args: { defaultValue: 'SP' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'O campo Estado precisa ser informado' },
};

/** The options still loading: the box shows a spinner, its list opens and says so. */
export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Estado/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Carregando');
  },
};

/** No options at all: the list opens and says there are none. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Estado/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent(
      'Nenhum registro encontrado',
    );
  },
};

let deliver: (options: readonly Option[]) => void = () => undefined;

/** Options that arrive when the story's play function hands them over, as a query's would. */
function Arriving(props: SelectProps) {
  const [options, setOptions] = useState<readonly Option[] | undefined>(undefined);
  useEffect(() => {
    deliver = setOptions;
  }, []);
  return <Select {...props} options={options ?? []} isLoading={options === undefined} />;
}

/** Pressed before its options came: the open list fills in and a choice works. */
export const OptionsArriveWhileOpen: Story = {
  render: (args) => <Arriving {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Estado/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Carregando');
    deliver(estados);
    await userEvent.click(await screen.findByRole('option', { name: 'Minas Gerais' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('MG');
  },
};

/** A long option and a long label keep to the box's width. */
export const LongText: Story = {
  args: {
    label: 'Estado de registro do veículo conforme o documento de emplacamento',
    options: [{ id: 'X', label: 'Uma unidade federativa de nome muito longo '.repeat(3) }],
    defaultValue: 'X',
  },
};
