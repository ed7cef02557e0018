import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { problem } from './api-handlers';

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

/** What {@link entityDialogStateStories} needs to know of a dialog. */
export interface EntityDialogStatesOptions {
  /** The read of one entity, as an MSW path pattern (a star, then the operation's path). */
  readonly readCall: string;
  /** The dialog's handlers, after the story's own read answer. */
  readonly handlers: () => HttpHandler[];
  /** The id of an entity the handlers know, and the dialog's edit title. */
  readonly id: number;
  readonly editTitle: string;
  /** The id the handlers answer 404 for, and the text the dialog shows then. */
  readonly missingId: number;
  readonly notFoundText: string;
}

/**
 * The states every add/edit dialog over a list shows alike while it reads its entity: loading (a
 * skeleton), not found, forbidden and a failure with retry. A dialog's own stories (its fields,
 * saves, refusals) stay in its story file.
 */
export function entityDialogStateStories(options: EntityDialogStatesOptions) {
  const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
  const readAnswering = (answer: Parameters<typeof http.get>[1]) => [
    http.get(options.readCall, answer),
    ...options.handlers(),
  ];
  return {
    Loading: {
      args: { id: options.id },
      parameters: {
        msw: readAnswering(async () => {
          await new Promise(() => undefined);
        }),
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const dialog = await page(canvasElement).findByRole('dialog', { name: options.editTitle });
        await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
        await expect(within(dialog).queryByRole('textbox')).toBeNull();
      },
    },
    NotFound: {
      args: { id: options.missingId },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        // The dialog fades in: the text is there before it is visible.
        const text = await page(canvasElement).findByText(options.notFoundText);
        await waitFor(() => expect(text).toBeVisible());
      },
    },
    Forbidden: {
      args: { id: options.id },
      parameters: {
        msw: readAnswering(() =>
          problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
        ),
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const text = await page(canvasElement).findByText('Você não tem autorização');
        await waitFor(() => expect(text).toBeVisible());
      },
    },
    LoadError: {
      args: { id: options.id },
      parameters: {
        msw: readAnswering(() => problem(503, 'Indisponível', 'Serviço indisponível.')),
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(
          await page(canvasElement).findByRole('button', { name: 'Tentar novamente' }),
        ).toBeEnabled();
      },
    },
  };
}

/** Picks `option` in the open dialog's select named `name`. */
export async function chooseInDialog(
  canvasElement: HTMLElement,
  name: RegExp,
  option: string,
): Promise<void> {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

/** What {@link entityDialogStories} needs besides {@link EntityDialogStatesOptions}. */
export interface EntityDialogStoriesOptions extends EntityDialogStatesOptions {
  /** An entity whose "Nome" is long, and the handlers that answer it. */
  readonly longName: { readonly id: number; readonly value: string; readonly msw: HttpHandler[] };
}

/**
 * The stories an add/edit dialog with a "Nome" field shares with every other: the states of its
 * read ({@link entityDialogStateStories}), leaving with changes, and a long name.
 */
export function entityDialogStories(options: EntityDialogStoriesOptions) {
  return {
    ...entityDialogStateStories(options),
    /** Leaving with changes asks first: "Continuar editando" keeps them, "Sair sem salvar" not. */
    UnsavedChanges: {
      play: async ({
        canvasElement,
        args,
      }: {
        canvasElement: HTMLElement;
        args: { onClose: unknown };
      }) => playLeaveWithChanges(canvasElement, args.onClose),
    },
    /** A long name fills the box without breaking the dialog. */
    LongText: {
      args: { id: options.longName.id },
      parameters: { msw: options.longName.msw },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
        await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
          options.longName.value,
        );
      },
    },
  };
}

/**
 * Waits until react-aria's live announcer is empty again: after a pointer walk over options or a
 * save, it holds labels of elements now gone for a moment, which axe flags; it empties itself.
 */
export const announcerSettled = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(
        canvasElement.ownerDocument.querySelector('[data-live-announcer] [role="img"]'),
      ).toBeNull(),
    { timeout: 15_000 },
  );
