// A change of the address starts from the latest address, checked on react-router's own data
// router: a dialog's close made before a tab was chosen must not put the old tab back.
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { latestSearchParams } from '../src/kits/useAddressParams';

/** A router whose loader waits until `release` is called, like the portal's guard on a slow day. */
function routerAt(start: string) {
  let release = () => {};
  let held = false;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        shouldRevalidate: () => true,
        loader: () =>
          held
            ? new Promise<null>((resolve) => {
                release = () => {
                  resolve(null);
                };
              })
            : null,
        children: [{ path: 'admin-panel/vehicle-version' }, { path: 'dashboard-kpi' }],
      },
    ],
    { initialEntries: [start] },
  );
  return {
    router,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      release();
    },
  };
}

const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });

/** The close of an edit dialog: the address without its editor, from the given parameters. */
const closeEditor = (from: URLSearchParams) => {
  const next = new URLSearchParams(from);
  next.delete('editar');
  return `?${next.toString()}`;
};

describe('the latest address', () => {
  const page = '/admin-panel/vehicle-version';

  it('is the router’s once navigations have landed', async () => {
    const { router } = routerAt(`${page}?aba=fabricantes&editar=89`);
    await settled(router);
    expect(latestSearchParams(router.state).toString()).toBe('aba=fabricantes&editar=89');
    void router.navigate(`${page}?aba=modelos`);
    await settled(router);
    expect(latestSearchParams(router.state).toString()).toBe('aba=modelos');
  });

  it('is a navigation’s under way on the same page, so a late close keeps the tab just chosen', async () => {
    const { router, hold, release } = routerAt(`${page}?aba=fabricantes&q=M&editar=89`);
    await settled(router);
    // What the screen drew last: the dialog open, so its close holds these parameters.
    const rendered = new URLSearchParams(router.state.location.search);
    hold();
    void router.navigate(`${page}?aba=modelos`);
    expect(router.state.navigation.state).toBe('loading');

    // The close starts from the tab's address: nothing of the dialog's is put back.
    void router.navigate(`${page}${closeEditor(latestSearchParams(router.state))}`);
    release();
    await settled(router);
    expect(router.state.location.search).toBe('?aba=modelos');

    // The rendered parameters would have undone the tab.
    expect(closeEditor(rendered)).toBe('?aba=fabricantes&q=M');
  });

  it('is the router’s while a navigation leaves the page', async () => {
    const { router, hold, release } = routerAt(`${page}?aba=fabricantes&q=M`);
    await settled(router);
    hold();
    void router.navigate('/dashboard-kpi?ano=2026');
    expect(latestSearchParams(router.state).toString()).toBe('aba=fabricantes&q=M');
    release();
    await settled(router);
  });
});
