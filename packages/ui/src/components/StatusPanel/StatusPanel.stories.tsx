import type { Meta, StoryObj } from '@storybook/react-vite';
import { Compass, Lock, TriangleAlert, Wrench } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { StatusPanel } from './StatusPanel';

/**
 * The body of a status page (404, not authorized, maintenance, error): a picture, what happened,
 * what to do and the ways on. The first action is the one most readers want; a link that only
 * goes somewhere is a `Link` with a button's `appearance`.
 */
const meta = {
  title: 'UI/StatusPanel',
  component: StatusPanel,
  args: {
    icon: <Compass size={28} />,
    eyebrow: 'Erro 404',
    title: 'Página não encontrada',
    description: 'O endereço pode ter sido digitado errado, ou a página mudou de lugar.',
    hint: 'Confira o endereço ou siga por um dos caminhos abaixo.',
    actions: (
      <>
        <Link appearance="primary" href="#home">
          Voltar para o início
        </Link>
        <Button variant="secondary" onPress={fn()}>
          Voltar à página anterior
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof StatusPanel>;

export default meta;
const retry = fn();
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' });
    await expect(canvas.getByRole('region', { name: 'Página não encontrada' })).toContainElement(
      title,
    );
    // The title takes the focus after navigation, not a Tab stop.
    await expect(title).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '#home',
    );
  },
};

export const DangerWithRetry: Story = {
  args: {
    icon: <TriangleAlert size={28} />,
    tone: 'danger',
    eyebrow: 'Erro',
    title: 'Ocorreu um erro',
    description: 'Não foi possível concluir a operação.',
    hint: undefined,
    actions: undefined,
  },
  render: (args) => (
    <StatusPanel {...args} actions={<Button onPress={retry}>Tentar novamente</Button>} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    retry.mockClear();
    await expect(canvas.queryByText('Confira o endereço', { exact: false })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const WarningWithFooter: Story = {
  args: {
    icon: <Lock size={28} />,
    tone: 'warning',
    eyebrow: 'Acesso restrito',
    title: 'Você não tem autorização!',
    description: 'Seu perfil não permite abrir esta página.',
    footer: 'Conectado como Ana Administradora',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Conectado como Ana Administradora'),
    ).toBeVisible();
  },
};

/** Inside a page that has its own title: a level-2 heading, no focus target. */
export const InsideAPage: Story = {
  args: {
    icon: <Wrench size={28} />,
    tone: 'info',
    eyebrow: undefined,
    headingLevel: 2,
    title: 'Em construção',
    description:
      'Relatório de acesso por grupo empresa com faturamento consolidado de todas as concessionárias associadas: esta página está em construção.',
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 2, name: 'Em construção' });
    await expect(title).not.toHaveAttribute('tabindex');
  },
};
