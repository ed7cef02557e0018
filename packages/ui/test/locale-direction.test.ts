// react-aria's text direction of a locale is patched (patches/react-aria@3.53.1.patch,
// docs/decisions/0226): the locale's own text info answers first, and only an engine without text
// info maximizes the locale (which loads the likely subtags' data at a page's start). Every
// UiProvider sets the direction of its subtree from it, so the patched answer must be the one the
// maximized locale gives, for our languages and for tags whose script only the region tells.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider, useLocale } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The direction react-aria gives a subtree under `I18nProvider locale={tag}`. */
function directionOf(tag: string): string {
  const Probe = (): ReactNode => useLocale().direction;
  return renderToString(
    createElement(I18nProvider, { locale: tag, children: createElement(Probe) }),
  );
}

type WithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction: string };
  textInfo?: { direction: string };
};

/** The direction of the maximized locale, as react-aria computed it unpatched. */
function maximizedDirection(tag: string): string {
  const locale = new Intl.Locale(tag).maximize() as WithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (!info) throw new Error('this engine has no text info');
  return info.direction;
}

const languages = 'af am ar az be bg bn bs ca ckb cs cy da de dv el en es et eu fa fi fil fr ga gl'
  .concat(' gu ha he hi hr hu hy id ig is it ja ka kk km kn ko ks ku ky lo lt lv mk ml mn mr ms')
  .concat(' mt my mzn nb ne nl nqo pa pl ps pt ro ru sd si sk sl so sq sr sv sw ta te tg th tk tr')
  .concat(' ug uk ur uz vi yi yo zh zu')
  .split(' ');
const regions = ['', '-BR', '-US', '-FR', '-DE', '-IR', '-PK', '-AF', '-IQ', '-CN', '-IL', '-SA'];
const scripts = ['', '-Latn', '-Arab', '-Cyrl', '-Hebr'];

describe("react-aria's text direction (patched)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is left to right for the portal's four languages", () => {
    for (const tag of ['pt-BR', 'en', 'en-US', 'fr', 'fr-FR', 'de', 'de-DE'])
      expect(directionOf(tag), tag).toBe('ltr');
  });

  it('is right to left where the script is, whether the tag names it or the region tells it', () => {
    for (const tag of ['ar', 'ar-SA', 'he', 'fa-IR', 'ur-PK', 'pa-PK', 'pa-Arab'])
      expect(directionOf(tag), tag).toBe('rtl');
    // Whatever the engine's data says of the others, the patch says the same.
    for (const tag of ['az', 'az-Arab', 'az-IR', 'pa', 'pa-IN', 'uz-AF', 'ku-TR'])
      expect(directionOf(tag), tag).toBe(maximizedDirection(tag));
  });

  it("is the maximized locale's direction for every combination of language, script and region", () => {
    const differing: string[] = [];
    for (const language of languages)
      for (const script of scripts)
        for (const region of regions) {
          const tag = `${language}${script}${region}`;
          if (directionOf(tag) !== maximizedDirection(tag)) differing.push(tag);
        }
    expect(differing).toEqual([]);
  });

  it('does not maximize the locale where the engine has text info', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    expect(directionOf('pt-BR')).toBe('ltr');
    expect(maximize).not.toHaveBeenCalled();
  });
});
