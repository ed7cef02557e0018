import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { TextField } from './TextField';

/**
 * Text input with label, help text and error. Masked fields (`mask`) format CPF, CNPJ (numeric
 * and alphanumeric), phone, CEP and plate with the same masks the API checks.
 */
const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Nome fantasia', onChange: fn(), onRawChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Como a concessionária é conhecida.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome fantasia' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Fiat Centro');
    await expect(input).toHaveValue('Fiat Centro');
    await expect(args.onChange).toHaveBeenLastCalledWith('Fiat Centro');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Somente leitura' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'O campo Nome fantasia precisa ser informado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nome fantasia' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByText('O campo Nome fantasia precisa ser informado'),
    ).toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'native' },
};

export const Multiline: Story = {
  args: { label: 'Observações', multiline: true, defaultValue: 'Texto longo '.repeat(20) },
};

export const Masks: Story = {
  render: (args) => (
    <Stack>
      <TextField label="CPF" mask="cpf" onRawChange={args.onRawChange} />
      <TextField label="CNPJ" mask="cnpj" />
      <TextField label="Telefone" mask="phone" />
      <TextField label="CEP" mask="cep" />
      <TextField label="Placa" mask="plate" />
    </Stack>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.type(cpf, '52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(args.onRawChange).toHaveBeenLastCalledWith('52998224725');
    // Editing in the middle keeps the caret after the typed digit.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(cpf).toHaveValue('529.982.247');
    const cnpj = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(cnpj, '12abc34501de35');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    const phone = canvas.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(phone, '11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    const cep = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(cep, '01310100');
    await expect(cep).toHaveValue('01310-100');
    const plate = canvas.getByRole('textbox', { name: 'Placa' });
    await userEvent.type(plate, 'abc1d23');
    await expect(plate).toHaveValue('ABC1D23');
  },
};
