// The page's print rules (packages/ui global.css.ts and the components' `@media print`) applied
// to the screen, so a story can check what a printed page keeps: a browser test cannot print.

/** Applies every `@media print` rule of the document's style sheets; answers how to undo it. */
export function printRulesOnScreen(): () => void {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules))
      if (rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
        for (const inner of Array.from(rule.cssRules)) rules.push(inner.cssText);
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  document.head.append(style);
  return () => {
    style.remove();
  };
}

/** The page size the document's `@page` rules ask a print for, lowercased ("a4 landscape"). */
export const printPageSizes = (): string[] =>
  Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules)
      .filter((rule) => rule instanceof CSSPageRule)
      .map((rule) => rule.style.getPropertyValue('size').toLowerCase()),
  );
