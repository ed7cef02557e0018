import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FileUpload } from './FileDropZone';
import { FileDropZone } from './FileDropZone';

/** Upload of registration files: several at once, each with its progress and its error. */
const meta = {
  title: 'UI/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Arquivos de emplacamento',
    files: [],
    onFilesAdded: fn(),
    onRemove: fn(),
    accept: ['text/csv', '.csv'],
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [files, setFiles] = useState<FileUpload[]>([]);
    return (
      <FileDropZone
        {...args}
        files={files}
        onFilesAdded={(added) => {
          args.onFilesAdded(added);
          setFiles((current) => [
            ...current,
            ...added.map((file) => ({
              id: file.name,
              name: file.name,
              progress: file.name.includes('erro') ? 30 : 100,
              error: file.name.includes('erro') ? 'Layout do arquivo inválido' : undefined,
            })),
          ]);
        }}
        onRemove={(id) => {
          setFiles((current) => current.filter((file) => file.id !== id));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, [
      new File(['placa;chassi'], 'novembro.csv', { type: 'text/csv' }),
      new File(['x'], 'erro-dezembro.csv', { type: 'text/csv' }),
    ]);
    await expect(args.onFilesAdded).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('progressbar', { name: 'novembro.csv' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Layout do arquivo inválido');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover erro-dezembro.csv' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Uploading: Story = {
  args: {
    files: [
      { id: '1', name: 'outubro.csv', progress: 100 },
      { id: '2', name: 'novembro.csv', progress: 45 },
      { id: '3', name: 'dezembro.xlsx', progress: 10, error: 'Tipo de arquivo não aceito' },
    ],
  },
};
