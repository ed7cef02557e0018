import { expect, test } from '../support/clock';

// The first load of the login page: the configuration arrives inside the page (no round trip for
// /config.json before the portal can start), and every script and style comes compressed with a
// year of cache, since its name changes with its content.
test('the login page starts without fetching /config.json, on compressed, long-cached assets', async ({
  page,
}) => {
  const urls: string[] = [];
  const assets: Promise<{
    url: string;
    size: number;
    encoding: string | undefined;
    cache: string | undefined;
  }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    urls.push(url.pathname);
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) {
      const headers = response.headers();
      assets.push(
        response.body().then((body) => ({
          url: url.pathname,
          size: body.length,
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        })),
      );
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  expect(urls).not.toContain('/config.json');
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of await Promise.all(assets)) {
    // Files under 1 kB are not worth a compressed copy (the build makes none).
    if (asset.size >= 1024) expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
  }
});
