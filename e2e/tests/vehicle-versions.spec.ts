import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import {
  expectListForbidden,
  fitsTheScreen,
  viewports,
  inBothSkins,
  photo,
} from '../support/list-screen';
import { csvLines, exported, firstSheet } from '../support/files';
import { apiToken, demo, logInTo, runMark } from '../support/portal';

// The vehicle versions screen through the running product, signed in as the demo administrator:
// the demo's versions waiting for a model come first; the journey filters them, maps one from its
// row and two picked rows at once, finds them mapped, exports the list, and opens the catalogue
// tabs; the catalogue's journey adds, edits and removes a manufacturer, adds and edits a model,
// filters the models by manufacturer and reads the segments and categories; the segments' journey
// adds and edits a segment and exports the segments and the categories it finds; a profile without
// the screen is kept out (serial: the screenshots need the waiting rows).

// Their time limit bounds a failure, not a run: the catalogue's journey takes 48-52 s with two busy
// cores beside it, and CI runs it at a load of 15 beside the other packages' tests, where it once
// ran out of 120 s at the models tab's button with every step before it passed.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const LIST = '/admin-panel/vehicle-version';
const LIST_CALL = '/api/Veiculos/Nomenclatura/ObterNomenclaturas';

const table = (page: Page) =>
  page.getByRole('grid', { name: 'Versões e os modelos a que correspondem' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
/** The total of the list's status line ("Mostrando 1 a 12 de 12 registros"). */
async function total(page: Page): Promise<number> {
  const text = await page.getByText(/^Mostrando \d+ a \d+ de \d+ registros$/).innerText();
  return Number(/de (\d+) registros/.exec(text)?.[1]);
}
/**
 * Picks the model of `typed` in the mapping dialog's model box, with the keyboard (a pointer click
 * makes Playwright scroll under the open popover).
 */
async function chooseModel(page: Page, typed: string, option: string) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: /Modelo/ });
  await box.fill(typed);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(option);
}

for (const viewport of viewports) {
  test(`screens of the vehicle versions list and mapping, ${viewport.name}`, async ({
    browser,
  }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`vehicle-versions-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(rows(page).first().getByText('Aguardando modelo')).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');
      await rows(page)
        .first()
        .getByRole('button', { name: /^Mapear / })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Mapear 1 versão' });
      await dialog.getByRole('button', { name: 'Mapear versão' }).click();
      await expect(dialog.getByText('Escolha o modelo')).toBeVisible();
      await fitsTheScreen(page);
      await shot('map-dialog');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('tab', { name: 'Modelos' }).click();
      await expect(page.getByRole('grid', { name: 'Modelos de veículos' })).toBeVisible();
      await fitsTheScreen(page);
      await shot('models');
      await page.getByRole('button', { name: 'Novo modelo' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('O campo Fabricante precisa ser informado')).toBeVisible();
      await shot('model-dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('tab', { name: 'Fabricantes' }).click();
      await page.getByRole('link', { name: 'FIAT', exact: true }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Editar fabricante' })
          .getByRole('textbox', { name: /Nome/ }),
      ).toHaveValue('FIAT');
      await fitsTheScreen(page);
      await shot('manufacturer-dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('tab', { name: 'Segmentos' }).click();
      await expect(page.getByRole('rowheader', { name: 'SUV', exact: true })).toBeVisible();
      await fitsTheScreen(page);
      await shot('segments');
      await page.getByRole('link', { name: 'SUV', exact: true }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Editar segmento' })
          .getByRole('textbox', { name: /Nome/ }),
      ).toHaveValue('SUV');
      await fitsTheScreen(page);
      await shot('segment-dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    });
  });
}

test('the administrator filters the waiting versions, maps one and then two at once, and exports', async ({
  page,
}) => {
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Versões de veículos' })).toBeVisible();
  // Waiting versions come first without any filter.
  await expect(rows(page).first().getByText('Aguardando modelo')).toBeVisible();

  await page.getByRole('button', { name: /Mapeamento/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Aguardando modelo' }).click();
  await expect(page).toHaveURL(/f\.mapeada=false/);
  // The previous page stays on screen until the filtered one is in: wait until every row waits.
  await expect
    .poll(
      async () =>
        (await rows(page).count()) - (await rows(page).getByText('Aguardando modelo').count()),
    )
    .toBe(0);
  const waiting = await total(page);
  expect(waiting).toBeGreaterThanOrEqual(3);

  // One version, from its row.
  const first = (await rows(page).first().getByRole('rowheader').innerText()).trim();
  await rows(page)
    .first()
    .getByRole('button', { name: `Mapear ${first}` })
    .click();
  await chooseModel(page, 'argo', 'ARGO');
  await page.getByRole('dialog').getByRole('button', { name: 'Mapear versão' }).click();
  await expect(page.getByText(/^1 versão mapeada para ARGO/).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(waiting - 1);

  // Two at once, picked with their checkboxes.
  const picked = [
    (await rows(page).nth(0).getByRole('rowheader').innerText()).trim(),
    (await rows(page).nth(1).getByRole('rowheader').innerText()).trim(),
  ];
  for (const name of picked) {
    await table(page)
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check({
        force: true,
      });
  }
  await page.getByRole('button', { name: 'Mapear selecionadas (2)' }).click();
  const many = page.getByRole('dialog', { name: 'Mapear 2 versões' });
  for (const name of picked) await expect(many.getByText(name, { exact: true })).toBeVisible();
  await chooseModel(page, 'argo', 'ARGO');
  await many.getByRole('button', { name: 'Mapear 2 versões' }).click();
  await expect(page.getByText(/^2 versões mapeadas para ARGO/).first()).toBeVisible();
  await expect.poll(() => total(page)).toBe(waiting - 3);
  await expect(page.getByRole('button', { name: 'Mapear selecionadas (0)' })).toBeDisabled();

  // The three are mapped to ARGO in the list of mapped versions.
  await page.goto(`${LIST}?f.mapeada=true&q=${encodeURIComponent('NOVA VERSAO')}`);
  for (const name of [first, ...picked]) {
    const row = table(page).getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('gridcell', { name: 'ARGO', exact: true })).toBeVisible();
  }

  // Both exports hold what the list shows.
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines[0]).toBe('Versão;Fabricante;Modelo;Emplacamentos');
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).every((line) => line.split(';')[2] === 'ARGO')).toBe(true);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(4);

  // The catalogue tabs, kept in the address.
  await page.getByRole('tab', { name: 'Fabricantes' }).click();
  await expect(page).toHaveURL(/aba=fabricantes/);
  await expect(
    page.getByRole('grid', { name: 'Fabricantes de veículos' }).getByRole('rowheader', {
      name: 'FIAT',
    }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Fabricantes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the administrator adds, edits and removes a manufacturer, adds and edits a model, filters the models by manufacturer, and reads segments and categories', async ({
  page,
}) => {
  const suffix = runMark();
  const brand = `MARCA E2E ${suffix}`;
  const model = `MODELO E2E ${suffix}`;
  await logInTo(page, demo('administrador'), `${LIST}?aba=fabricantes`);
  const brands = page.getByRole('grid', { name: 'Fabricantes de veículos' });
  await expect(brands.getByRole('rowheader', { name: 'FIAT', exact: true })).toBeVisible();

  // A taken name is refused under the name; then a new one is saved and shows in the list.
  await page.getByRole('button', { name: 'Novo fabricante' }).click();
  const add = page.getByRole('dialog', { name: 'Novo fabricante' });
  await add.getByRole('textbox', { name: /Nome/ }).fill('fiat');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Já existe um fabricante com este nome')).toBeVisible();
  await add.getByRole('textbox', { name: /Nome/ }).fill(brand);
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Fabricante ${brand} cadastrado`).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('searchbox').fill(brand);
  // The search reaches the address after its pause; the row is opened from the searched list.
  await expect(page).toHaveURL(/q=MARCA/);
  await expect(brands.getByRole('rowheader', { name: brand })).toBeVisible();

  // Its edit dialog is in the address; the change shows in the list.
  await brands.getByRole('link', { name: brand }).click();
  await expect(page).toHaveURL(/editar=\d+/);
  const edit = page.getByRole('dialog', { name: 'Editar fabricante' });
  await expect(edit.getByRole('textbox', { name: /Nome/ })).toHaveValue(brand);
  await edit.getByRole('textbox', { name: /País de origem/ }).fill('Uruguai');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Fabricante ${brand} atualizado`).first()).toBeVisible();
  // The list behind an open dialog is inert, not hidden, so its rows show before the dialog goes.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    brands.getByRole('row', { name: new RegExp(brand) }).getByRole('gridcell', { name: 'Uruguai' }),
  ).toBeVisible();

  // A model of the new brand, then renamed; the models filtered by that brand show it alone.
  await page.getByRole('tab', { name: 'Modelos' }).click();
  await expect(page).toHaveURL(/aba=modelos/);
  await page.getByRole('button', { name: 'Novo modelo' }).click();
  const addModel = page.getByRole('dialog', { name: 'Novo modelo' });
  await addModel.getByRole('textbox', { name: /Nome/ }).fill(model);
  await addModel.getByRole('button', { name: /Fabricante/ }).click();
  await page.getByRole('option', { name: brand, exact: true }).click();
  await addModel.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Modelo ${model} cadastrado`).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Todos Fabricante' }).click();
  await page.getByRole('option', { name: brand, exact: true }).click();
  await expect(page).toHaveURL(/f\.fabricanteId=\d+/);
  const models = page.getByRole('grid', { name: 'Modelos de veículos' });
  await expect(models.getByRole('rowheader', { name: model })).toBeVisible();
  await expect.poll(() => total(page)).toBe(1);
  await models.getByRole('link', { name: model }).click();
  const editModel = page.getByRole('dialog', { name: 'Editar modelo' });
  await expect(editModel.getByRole('textbox', { name: /Nome/ })).toHaveValue(model);
  await editModel.getByRole('textbox', { name: /Nome/ }).fill(`${model} II`);
  await editModel.getByRole('button', { name: 'Salvar' }).click();
  await expect(models.getByRole('rowheader', { name: `${model} II` })).toBeVisible();

  // The models of VOLKSWAGEN only, on the server.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `${brand} Fabricante` }).click();
  await page.getByRole('option', { name: 'VOLKSWAGEN', exact: true }).click();
  await expect(models.getByRole('rowheader', { name: `${model} II` })).toHaveCount(0);
  await expect
    .poll(async () => {
      const cells = await models
        .getByRole('row')
        .locator('[role="gridcell"]:nth-child(2)')
        .allInnerTexts();
      return cells.length > 0 && cells.every((text) => text.trim() === 'VOLKSWAGEN');
    })
    .toBe(true);

  // The brand with a model cannot be removed; the server says why.
  await page.goto(`${LIST}?aba=fabricantes&q=${encodeURIComponent(brand)}`);
  await page.getByRole('button', { name: `Excluir ${brand}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(/1 modelo\(s\) pertencem a ele/).first()).toBeVisible();
  await expect(brands.getByRole('rowheader', { name: brand })).toBeVisible();

  // Segments with their types and the categories, each tab in the address.
  await page.getByRole('tab', { name: 'Segmentos' }).click();
  await expect(page).toHaveURL(/aba=segmentos/);
  const segments = page.getByRole('grid', { name: 'Segmentos de veículos e seus tipos' });
  await expect(
    segments.getByRole('row', { name: /^SUV/ }).getByRole('gridcell', { name: 'Automóveis' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Categorias' }).click();
  await expect(
    page.getByRole('grid', { name: 'Categorias de veículos' }).getByRole('rowheader', {
      name: 'Motocicleta',
    }),
  ).toBeVisible();
});

test('the administrator adds a segment, is refused a taken name, edits it and finds it in the list', async ({
  page,
}) => {
  const suffix = runMark();
  const name = `Segmento E2E ${suffix}`;
  await logInTo(page, demo('administrador'), `${LIST}?aba=segmentos`);
  const segments = page.getByRole('grid', { name: 'Segmentos de veículos e seus tipos' });
  await expect(segments.getByRole('rowheader', { name: 'SUV', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Novo segmento' }).click();
  const add = page.getByRole('dialog', { name: 'Novo segmento' });
  await add.getByRole('textbox', { name: /Nome/ }).fill('suv');
  await add.getByRole('button', { name: /Tipo de segmento/ }).click();
  await page.getByRole('option', { name: 'Automóveis', exact: true }).click();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Já existe um segmento com este nome')).toBeVisible();
  await add.getByRole('textbox', { name: /Nome/ }).fill(name);
  await add.getByRole('textbox', { name: /Ordem/ }).fill('40');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Segmento ${name} cadastrado`).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('searchbox').fill(name);
  // The search reaches the address after its pause; the row is opened from the searched list.
  await expect(page).toHaveURL(/q=Segmento/);
  await expect(segments.getByRole('rowheader', { name })).toBeVisible();

  // Its edit dialog is in the address; the change shows in the list.
  await segments.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/editar=\d+/);
  const edit = page.getByRole('dialog', { name: 'Editar segmento' });
  await expect(edit.getByRole('textbox', { name: /Nome/ })).toHaveValue(name);
  await edit.getByRole('button', { name: /Tipo de segmento/ }).click();
  await page.getByRole('option', { name: 'Comerciais leves', exact: true }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Segmento ${name} atualizado`).first()).toBeVisible();
  await expect(
    segments
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('gridcell', { name: 'Comerciais leves' }),
  ).toBeVisible();

  // The export holds the rows the search found, with the visible columns, in the user's words.
  expect(csvLines(await exported(page, /^CSV/))).toEqual([
    'Nome;Tipo de segmento;Ordem nos relatórios;Situação',
    `${name};Comerciais leves;40;Sim`,
  ]);

  // The categories found by a search, last first, as a spreadsheet: the rows as the tab shows them.
  await page.goto(`${LIST}?aba=categorias&q=o&sort=Nome:desc`);
  const categories = page.getByRole('grid', { name: 'Categorias de veículos' });
  // The tab's rows, once loaded: the loading rows' headers say "Carregando".
  await expect(categories.getByRole('rowheader').first()).toHaveText(/^(?!Carregando$).+/);
  await expect(categories.getByRole('rowheader', { name: 'Carregando' })).toHaveCount(0);
  const shown = (await categories.getByRole('rowheader').allInnerTexts()).map((text) =>
    text.trim(),
  );
  expect(shown.length).toBeGreaterThan(1);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  const names = sheet.getColumn(1).values.slice(1).map(String);
  expect(names).toEqual(['Nome', ...shown]);
});

test('a profile without the versions permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
  const token = await apiToken(request, demo('loja'));
  const answer = await request.put('/api/Veiculos/Nomenclatura/AtualizarVersoes', {
    headers: { Domain: 'default', Authorization: `Bearer ${token}` },
    data: { Ids: [1], ModeloId: 1 },
  });
  expect(answer.status()).toBe(403);
});
