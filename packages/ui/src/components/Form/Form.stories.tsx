import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Grid } from '../Stack';
import { TextField } from '../TextField';
import { Form, FormActions } from './Form';

/**
 * Forms validate on submit: required fields, the field rules, and the server's
 * `validationErrors` by field name. A refusal about the whole form goes in `error`.
 */
const meta = {
  title: 'UI/Form',
  component: Form,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function Fields() {
  return (
    <>
      <Grid>
        <TextField name="razaoSocial" label="Razão social" isRequired />
        <TextField name="cnpj" label="CNPJ" mask="cnpj" isRequired />
        <TextField name="email" label="E-mail" type="email" />
        <TextField name="cep" label="CEP" mask="cep" />
      </Grid>
      <FormActions>
        <Button type="reset" variant="secondary">
          Limpar
        </Button>
        <Button type="submit">Salvar</Button>
      </FormActions>
    </>
  );
}

export const Default: Story = {
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
      }}
    >
      <Fields />
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const razao = canvas.getByRole('textbox', { name: 'Razão social' });
    await expect(razao).toHaveAttribute('aria-invalid', 'true');
    await expect(razao).toHaveFocus();
    await userEvent.type(razao, 'Auto Center Ltda');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CNPJ' }), '11222333000181');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the form: one error per field and one about the whole form. */
export const WithErrors: Story = {
  args: {
    error: 'Não foi possível salvar a concessionária. Corrija os campos indicados.',
    validationErrors: {
      razaoSocial: 'O campo Razão social precisa ser informado',
      cnpj: 'Documento inválido',
    },
  },
  render: (args) => (
    <Form {...args}>
      <Fields />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível salvar');
    await expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Documento inválido')).toBeInTheDocument();
  },
};

/**
 * A form whose error appears after submitting, as when the server answers 422: no field is to
 * blame, so the focus moves to the error above the fields.
 */
export const ServerError: Story = {
  render: function Render() {
    const [error, setError] = useState<string>();
    return (
      <Form
        error={error}
        onSubmit={(event) => {
          event.preventDefault();
          setError('O servidor recusou os dados.');
        }}
      >
        <TextField name="nome" label="Nome" defaultValue="Ana" />
        <FormActions>
          <Button type="submit">Enviar</Button>
        </FormActions>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('O servidor recusou');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/**
 * The server blames a field: the focus moves to it (not to the first field of the form), and
 * again after a second refusal with the same message, since each failure is a new object.
 */
export const ServerFieldError: Story = {
  render: function Render() {
    const [errors, setErrors] = useState<Record<string, string>>({});
    return (
      <Form
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({ cnpj: 'Já existe uma concessionária com este CNPJ' });
        }}
      >
        <TextField name="razaoSocial" label="Razão social" defaultValue="Auto Center Ltda" />
        <TextField name="cnpj" label="CNPJ" defaultValue="11.222.333/0001-81" />
        <FormActions>
          <Button type="submit">Salvar</Button>
        </FormActions>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Salvar' });
    const cnpj = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.click(save);
    await waitFor(() => expect(cnpj).toHaveFocus());
    await expect(cnpj).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(save);
    await waitFor(() => expect(cnpj).toHaveFocus());
  },
};
