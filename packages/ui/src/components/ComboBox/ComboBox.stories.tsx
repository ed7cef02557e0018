import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
