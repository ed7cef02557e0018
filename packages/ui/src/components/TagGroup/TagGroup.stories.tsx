import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TagGroup } from './TagGroup';
import type { TagGroupProps, TagItem } from './TagGroup';

const filters: TagItem[] = [
  { id: 'fabricanteId', label: 'Marca: FIAT, JEEP' },
  { id: 'regiaoOperacionalId', label: 'Região operacional: Sul' },
  { id: 'tipoVenda', label: 'Tipo de venda: Varejo' },
];

/** The group holding its tags, as a page does: a removed tag leaves. */
function Held(props: TagGroupProps) {
  const [items, setItems] = useState(props.items);
  return (
    <TagGroup
      {...props}
      items={items}
      onRemove={(id) => {
        setItems((now) => now.filter((t) => t.id !== id));
        props.onRemove?.(id);
      }}
    >
      {props.children}
    </TagGroup>
  );
}

/** Short removable tags: the filters in force on a report. */
const meta = {
  title: 'UI/TagGroup',
  component: TagGroup,
  args: { label: 'Filtros em uso', items: filters, onRemove: fn() },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The × removes a tag; Backspace removes the focused one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Região operacional: Sul' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('regiaoOperacionalId');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    const first = canvas.getByRole('row', { name: 'Marca: FIAT, JEEP' });
    first.focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('fabricanteId');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1));
  },
};

/** With the visible label and an action after the tags. */
export const WithLabelAndAction: Story = {
  args: {
    showLabel: true,
    children: (
      <Button variant="ghost" size="sm">
        Limpar filtros
      </Button>
    ),
  },
};

/** Tags that only say (no ×). */
export const ReadOnly: Story = {
  args: { onRemove: undefined },
  render: (args) => <TagGroup {...args} />,
};

/** A long tag is cut with an ellipsis; the row wraps on a phone. */
export const LongText: Story = {
  args: {
    items: [
      ...filters,
      {
        id: 'empresaId',
        label:
          'Concessionária: COMERCIAL DE VEÍCULOS AUTOMOTORES DO VALE DO PARAÍBA E LITORAL NORTE LTDA',
      },
    ],
  },
};

/** No tag: the group is empty and takes no room. */
export const Empty: Story = { args: { items: [] } };
