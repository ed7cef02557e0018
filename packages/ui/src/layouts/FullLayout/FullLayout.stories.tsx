import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Form } from '../../components/Form';
import { TextField } from '../../components/TextField';
import { FullLayout } from './FullLayout';

/** No menu: login, forgot password, errors, maintenance. */
const meta = {
  title: 'UI/Layouts/FullLayout',
  component: FullLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'Emplacamento',
    children: (
      <Card title="Entrar" headingLevel={1}>
        <Form>
          <TextField label="E-mail" type="email" name="email" isRequired />
          <TextField label="Senha" type="password" name="senha" isRequired />
          <Button type="submit">Entrar</Button>
        </Form>
      </Card>
    ),
  },
} satisfies Meta<typeof FullLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('button', { name: 'Entrar' }),
    );
  },
};
