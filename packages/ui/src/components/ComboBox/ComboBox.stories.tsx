import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog';
import type { Option } from '../Select';
import { ComboBox } from './ComboBox';

const municipios: Option[] = [
  'Campinas',
  'Campo Grande',
  'Campos dos Goytacazes',
  'Curitiba',
  'São Paulo',
  'Santos',
].map((label, index) => ({ id: index + 1, label }));

/** A stand-in for the API's municipality search: answers after 150 ms, honours abort. */
async function searchMunicipios(text: string, signal: AbortSignal): Promise<Option[]> {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
  const needle = text.toLocaleLowerCase();
  return municipios.filter((option) => option.label.toLocaleLowerCase().startsWith(needle));
}

/** Suggestions while typing; with `loadOptions` the server searches (debounced, aborting stale requests). */
const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Município', onChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Async: Story = {
  args: { loadOptions: searchMunicipios },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Município' });
    await userEvent.type(input, 'Camp');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('Campo Grande');
  },
};

export const Static: Story = {
  args: { options: municipios },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Município' });
    await userEvent.type(input, 'xyz');
    await expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { options: municipios, isDisabled: true } };
export const Invalid: Story = {
  args: {
    options: municipios,
    isInvalid: true,
    errorMessage: 'O campo Município precisa ser informado',
  },
};

/** A form inside a dialog holding the pick as its own state, as the product's dialogs do. */
function ControlledInDialogDemo({ onChange }: { readonly onChange?: (key: Key | null) => void }) {
  const [value, setValue] = useState<Key | null>(null);
  return (
    <Dialog isOpen title="Escolher município">
      <ComboBox
        label="Município"
        loadOptions={searchMunicipios}
        value={value}
        onChange={(key) => {
          setValue(key);
          onChange?.(key);
        }}
      />
      <p>Escolhido: {value === null ? 'nenhum' : String(value)}</p>
    </Dialog>
  );
}

/**
 * A controlled value inside a dialog: the pick reaches the form's state and the box keeps showing
 * it after the box loses focus (the box used to stay on the typed text, and leaving it chose
 * nothing, so the dialog held no value).
 */
export const ControlledInDialog: Story = {
  render: (args) => <ControlledInDialogDemo onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Escolher município' });
    const input = within(dialog).getByRole('combobox', { name: 'Município' });
    await userEvent.type(input, 'Camp');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Campo Grande' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('Campo Grande');
    await userEvent.click(within(dialog).getByText(/Escolhido/));
    await expect(within(dialog).getByText('Escolhido: 2')).toBeVisible();
    await expect(input).toHaveValue('Campo Grande');
  },
};
