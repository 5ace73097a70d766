/**
 * The right-to-left build of every stylesheet (docs/architecture.md §9.9): `<name>.rtl.css` beside
 * each `<name>.css`, mirrored as Bootstrap mirrors its own right-to-left stylesheet (RTLCSS): left
 * and right swapped in property names and in the values that name a side, the sides of four-value
 * shorthands and corners of radii exchanged, and Bootstrap's `rtl:` directives obeyed (ignore,
 * remove, raw). A right-to-left page loads these instead (server/http/spa.ts for the page's own,
 * the client's runtime for a screen's), so a left-to-right page never downloads them. The
 * project's own styles use logical properties, which need no mirroring.
 */
import postcss, { type ChildNode, type Container, type Declaration } from 'postcss';
import { Compilation, type Compiler, sources } from 'webpack';

const swapSides = (text: string) => text.replace(/\b(left|right)\b/g, (side) => (side === 'left' ? 'right' : 'left'));

/** A value's parts separated by spaces outside parentheses: `calc(a - b) 0` is two. */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (part) out.push(part);
      part = '';
    } else part += char;
  }
  if (part) out.push(part);
  return out;
}

/** top right bottom left: right and left exchanged. */
const FOUR_SIDES = new Set([
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'inset',
  'scroll-margin',
  'scroll-padding',
]);
/** Values that name a side: float, clear, text-align, background positions. */
const SIDE_VALUES = /^(float|clear|text-align|text-align-last|background|background-position|background-position-x)$/;

function mirror(decl: Declaration): void {
  const prop = decl.prop.toLowerCase();
  if (prop.startsWith('--')) return;
  if (/(^|-)(left|right)(-|$)/.test(prop)) decl.prop = swapSides(prop);
  if (SIDE_VALUES.test(prop)) decl.value = swapSides(decl.value);
  const values = parts(decl.value);
  if (FOUR_SIDES.has(prop) && values.length === 4) {
    decl.value = [values[0], values[3], values[2], values[1]].join(' ');
  } else if (prop === 'border-radius' && !decl.value.includes('/')) {
    // top-left top-right bottom-right bottom-left, with 2 or 3 values standing for 4.
    const [a, b = a, c = a, d = b] = values;
    if (values.length > 1) decl.value = [b, a, d, c].join(' ');
  }
}

/** Mirrors a container's nodes in order, following Bootstrap's `/* rtl:… *\/` directives. */
function mirrorNodes(container: Container): void {
  let ignoring = false;
  let removing = false;
  let ignoreNext = false;
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type === 'comment') {
      const directive = node.text.trim();
      if (directive === 'rtl:begin:ignore') ignoring = true;
      else if (directive === 'rtl:end:ignore') ignoring = false;
      else if (directive === 'rtl:begin:remove') removing = true;
      else if (directive === 'rtl:end:remove') removing = false;
      else if (directive === 'rtl:ignore') ignoreNext = true;
      else if (directive.startsWith('rtl:raw:')) node.replaceWith(postcss.parse(directive.slice('rtl:raw:'.length)));
      continue;
    }
    if (removing) {
      node.remove();
      continue;
    }
    if (ignoring || ignoreNext) {
      ignoreNext = false;
      continue;
    }
    if (node.type === 'decl') mirror(node);
    else if ('nodes' in node && node.nodes) mirrorNodes(node);
  }
}

function rightToLeft(css: string): string {
  const root = postcss.parse(css);
  mirrorNodes(root);
  return root.toString();
}

/** Writes the `.rtl.css` twins before the minimizer runs (it strips the directives' comments). */
export class RightToLeftCssPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RightToLeftCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RightToLeftCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DERIVED },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.css') || name.endsWith('.rtl.css')) continue;
            const css = rightToLeft(source.source().toString());
            compilation.emitAsset(name.replace(/\.css$/, '.rtl.css'), new sources.RawSource(css));
          }
        },
      );
    });
  }
}

/**
 * The client runtime's insertion of a screen's stylesheet (mini-css-extract-plugin `insert`): on a
 * right-to-left page, its right-to-left build. Written into the runtime as it is: plain JS only.
 */
export function insertStylesheet(link: HTMLLinkElement): void {
  if (document.documentElement.dir === 'rtl') link.href = link.href.replace(/\.css$/, '.rtl.css');
  document.head.appendChild(link);
}
