// What every list screen's stories share: the portal and router around the list (the address and
// the signed-in user from the story's parameters), the export call's answer, and the stories of
// the list kit's states that look the same on every list (loading, empty, error, forbidden,
// export). A list's own stories (its rows, filters, dialog) stay in its story file.
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UsersApi } from '@emplacamento/api-client';
import { loggedUser } from './api-fixtures';
import { problem } from './api-handlers';
import { StoryPortal } from './StoryPortal';
import { StoryRouter } from './StoryRouter';

/** The parameters a list story may set besides `msw`. */
export interface ListStoryParameters {
  /** The address the story opens at. @default the list's path */
  readonly path?: string;
  /** EMP_ASSOCIACAO_GRUPO_ECONOMICO of the story's tenant. @default the portal's */
  readonly economicGroupParameter?: string;
  /** The signed-in user. @default an administrator who may manage everything */
  readonly user?: UsersApi.components['schemas']['UsuarioLogado'];
}

/** The decorator of a list's stories: the portal, signed in, at `listPath` (or the story's path). */
export function listStoryDecorator(listPath: string): Decorator {
  return (Story, context) => {
    const params = context.parameters as ListStoryParameters;
    return (
      <StoryPortal
        user={params.user ?? loggedUser()}
        economicGroupParameter={params.economicGroupParameter}
      >
        <StoryRouter initialPath={params.path ?? listPath}>
          <Story />
        </StoryRouter>
      </StoryPortal>
    );
  };
}

/**
 * The export call answered like {@link exportHandler}, each request's body kept in `bodies`: for
 * a story that checks what the export asked for (the rows, the columns).
 */
export function recordingExportHandler(): { handler: HttpHandler; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const handler = http.post('*/Geral/Exportacao', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(
      { url: '/api/Geral/Exportacao/abcdefghijklmnopqrstuvwx', expiraEm: '2026-01-01T00:00:00Z' },
      { status: 201 },
    );
  });
  return { handler, bodies };
}

/** The export call's answer: a one-time download link. */
export const exportHandler = recordingExportHandler().handler;

/** What {@link listStateStories} needs to know of a list. */
export interface ListStatesOptions {
  /** The list call as MSW matches it (a path pattern starting with a wildcard). */
  readonly listCall: string;
  /** The list call's method. @default 'post' */
  readonly method?: 'get' | 'post';
  /** The healthy handlers of the list's stories, the list call's among them. */
  readonly handlers: () => HttpHandler[];
  /** The list call answering nothing for a minute (the loading state). */
  readonly slowList: HttpHandler;
  /** The link (or row header) of the first row of the healthy list. */
  readonly firstRow: string;
  /** The list's path with a search that matches nothing. */
  readonly emptyPath: string;
}

interface StateStory {
  readonly parameters?: Record<string, unknown>;
  readonly play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** The list kit's states, as stories of one list: loading, empty, error, forbidden, export. */
export function listStateStories(
  options: ListStatesOptions,
): Record<'Loading' | 'Empty' | 'LoadError' | 'Forbidden' | 'Export', StateStory> {
  const { listCall, handlers, firstRow } = options;
  const failing = (status: number, title: string, detail: string) => [
    http[options.method ?? 'post'](listCall, () => problem(status, title, detail)),
    ...handlers(),
  ];
  const firstRowOf = (canvasElement: HTMLElement) =>
    within(canvasElement).findByRole('rowheader', { name: firstRow });
  return {
    Loading: {
      parameters: { msw: [options.slowList, ...handlers()] },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
      },
    },
    Empty: {
      parameters: { path: options.emptyPath },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Nenhum registro encontrado')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
        await expect(await firstRowOf(canvasElement)).toBeVisible();
      },
    },
    LoadError: {
      parameters: { msw: failing(503, 'Indisponível', 'Serviço indisponível.') },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Não foi possível carregar a lista')).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
      },
    },
    Forbidden: {
      parameters: {
        msw: failing(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText('Você não tem autorização'),
        ).toBeVisible();
      },
    },
    Export: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await firstRowOf(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
        const body = within(canvasElement.ownerDocument.body);
        await userEvent.click(await body.findByRole('menuitem', { name: /CSV/ }));
        await waitFor(() =>
          expect(
            canvasElement.ownerDocument.querySelector('iframe[title="download"]'),
          ).not.toBeNull(),
        );
      },
    },
  };
}
