import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Select } from '../../components/Select';
import { Inline, Stack } from '../../components/Stack';
import { Switch } from '../../components/Switch';
import { Heading, Text } from '../../components/Text';
import { tenants } from '../palettes';
import type { Skin, TenantTheme } from '../palettes';
import { themeClasses } from '../themes.css';
import { UiProvider, useUi } from '../UiProvider';

/**
 * Tenant and skin are one class on the theme root (`UiProvider`); switching them swaps the class
 * at run time, without reload or re-mount. Typography follows the type scale.
 */
const meta = {
  title: 'Foundations/Theme',
  component: UiProvider,
  args: { children: null },
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Sample() {
  const ui = useUi();
  return (
    <Card title={`Tenant ${ui.tenant}, skin ${ui.skin}`}>
      <Stack gap="3">
        <Text>Texto do corpo com cor de texto principal.</Text>
        <Text tone="muted">Texto secundário.</Text>
        <Inline>
          <Button>Primário</Button>
          <Button variant="secondary">Secundário</Button>
          <Badge tone="primary">Marca</Badge>
        </Inline>
      </Stack>
    </Card>
  );
}

export const Switching: Story = {
  render: function Render() {
    const [tenant, setTenant] = useState<TenantTheme>('default');
    const [dark, setDark] = useState(false);
    const skin: Skin = dark ? 'dark' : 'light';
    return (
      <UiProvider tenant={tenant} skin={skin} themeDocument={false}>
        <Stack padding="4">
          <Inline gap="4" alignItems="flex-end">
            <Select
              label="Tenant"
              options={tenants.map((id) => ({ id, label: id }))}
              value={tenant}
              onChange={(value) => {
                setTenant(value as TenantTheme);
              }}
            />
            <Switch isSelected={dark} onChange={setDark}>
              Tema escuro
            </Switch>
          </Inline>
          <Sample />
        </Stack>
      </UiProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = () => canvas.getByRole('region').closest('[data-tenant]');
    await expect(root()).toHaveClass(themeClasses.default.light);
    await userEvent.click(canvas.getByRole('switch', { name: 'Tema escuro' }));
    await expect(root()).toHaveClass(themeClasses.default.dark);
    await expect(
      canvas.getByRole('region', { name: 'Tenant default, skin dark' }),
    ).toBeInTheDocument();
  },
};

export const Typography: Story = {
  render: () => (
    <Stack gap="2">
      <Text variant="display">Display 12.480</Text>
      <Heading level={1}>Título 1</Heading>
      <Heading level={2}>Título 2</Heading>
      <Heading level={3}>Título 3</Heading>
      <Text>Corpo: emplacamentos por região operacional.</Text>
      <Text variant="small" tone="muted">
        Pequeno, secundário.
      </Text>
      <Text variant="caption">Legenda</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Título 1' }),
    ).toBeInTheDocument();
  },
};
