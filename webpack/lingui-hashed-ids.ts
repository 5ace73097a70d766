/**
 * Babel plugin for the client's build: the texts of code shared with the server (common/) have their
 * English as the message id (docs/architecture.md §9.9), which would ship every such text three
 * times — in the code as the id, and as the key and the value of the English bundle. This turns
 * each of those ids into the short hash Lingui's macros give the client's own messages
 * (`generateMessageId`), and `npm run i18n` keys the bundles the same way, so the client carries
 * the text once, in its language's bundle. It marks what Lingui's extractor reads as an explicit
 * id: `i18n._('…')` / `i18n.t('…')` (also with `{ id: '…' }`), and a string or `{ id }` object
 * after an `i18n` comment. And it marks each call of `translatable` pure (below).
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { PluginObj, types as t, Visitor } from '@babel/core';

type Babel = { types: typeof t };

const marked = (node: t.Node): boolean =>
  node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false;

const literalText = (types: typeof t, node: t.Node | undefined | null): string | null => {
  if (!node) return null;
  if (types.isStringLiteral(node)) return node.value;
  if (types.isTemplateLiteral(node) && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
};

export default function linguiHashedIds({ types }: Babel): PluginObj {
  const hashed = (text: string, context = '') => types.stringLiteral(generateMessageId(text, context));
  /** An `{ id: '…', context?: '…' }` descriptor: its id replaced by the hash. */
  const hashDescriptor = (node: t.ObjectExpression) => {
    const prop = (name: string) =>
      node.properties.find(
        (p): p is t.ObjectProperty => types.isObjectProperty(p) && types.isIdentifier(p.key, { name }) && !p.computed,
      );
    const id = prop('id');
    const text = literalText(types, id?.value);
    if (!id || text === null) return;
    const context = literalText(types, prop('context')?.value) ?? '';
    // An explicit id with a message of its own is not English-as-id: left as it is.
    if (prop('message')) return;
    id.value = hashed(text, context);
  };
  const visitor: Visitor = {
    CallExpression(path) {
      const { callee } = path.node;
      // A catalogue of texts (common/i18n.ts) only wraps its entries: marked pure, one that no code
      // reads is dropped by the minifier, and its messages with it (webpack/chunk-catalogs.ts).
      if (types.isIdentifier(callee, { name: 'translatable' })) {
        path.addComment('leading', '#__PURE__');
        return;
      }
      if (
        !types.isMemberExpression(callee) ||
        !types.isIdentifier(callee.object, { name: 'i18n' }) ||
        !(types.isIdentifier(callee.property, { name: '_' }) || types.isIdentifier(callee.property, { name: 't' }))
      )
        return;
      const [first] = path.node.arguments;
      const text = literalText(types, first);
      if (text !== null) path.node.arguments[0] = hashed(text);
      else if (types.isObjectExpression(first)) hashDescriptor(first);
    },
    ObjectExpression(path) {
      if (marked(path.node)) hashDescriptor(path.node);
    },
    StringLiteral(path) {
      if (!marked(path.node)) return;
      // Changed in place (its raw text dropped): a replacement would inherit the comment and be
      // visited again.
      path.node.value = generateMessageId(path.node.value);
      path.node.extra = undefined;
    },
  };
  return {
    name: 'lingui-hashed-ids',
    // Before any plugin's visitor: Lingui's macros write `i18n`-marked descriptors whose ids are
    // hashes already, and those must not be hashed again.
    pre(file) {
      file.path.traverse(visitor);
    },
    visitor: {},
  };
}
