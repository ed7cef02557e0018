// ESLint rule: a relative import must stay inside the package (or app) that holds the file.
// `no-restricted-imports` patterns cannot see where a `../..` lands, so this resolves it.
import path from 'node:path';

/** The workspace folder (packages/x or apps/x) that holds `file`, or undefined. */
function workspaceFolder(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    if (parts[i] === 'packages' || parts[i] === 'apps') {
      return parts.slice(0, i + 2).join(path.sep);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossPackageRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that leave the current workspace package.' },
    messages: {
      leaves: 'Relative import "{{source}}" leaves {{folder}}: import the package by its name.',
    },
    schema: [],
  },
  create(context) {
    const folder = workspaceFolder(context.filename);
    if (!folder) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (target !== folder && !target.startsWith(folder + path.sep)) {
        context.report({
          node: node.source,
          messageId: 'leaves',
          data: { source, folder: path.relative(process.cwd(), folder) || folder },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
