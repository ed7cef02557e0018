import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The unsaved-changes walk of an entity dialog whose form has a "Nome" field: typing then
 * Cancelar asks first; "Continuar editando" keeps the text, "Sair sem salvar" closes.
 */
export async function playLeaveWithChanges(
  canvasElement: HTMLElement,
  onClose: unknown,
): Promise<void> {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  await userEvent.type(await within(dialog).findByRole('textbox', { name: /Nome/ }), 'Rascunho');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  const ask = await body.findByRole('alertdialog');
  await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Rascunho');
  await expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(
    within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Sair sem salvar' }),
  );
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}
