/**
 * The right-to-left build of every stylesheet (docs/architecture.md §9.9): `<name>.rtl.css` beside
 * each `<name>.css`, mirrored by RTLCSS, the tool Bootstrap builds its own right-to-left stylesheet
 * with (Bootstrap's `rtl:` directives obeyed). A right-to-left page loads these instead (server/http/spa.ts for the page's own,
 * the client's runtime for a screen's), so a left-to-right page never downloads them. The
 * project's own styles use logical properties, which need no mirroring.
 */
import rtlcss from 'rtlcss';
import { Compilation, type Compiler, sources } from 'webpack';

/** Writes the `.rtl.css` twins before the minimizer runs (it strips the directives' comments). */
export class RightToLeftCssPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RightToLeftCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RightToLeftCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DERIVED },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.css') || name.endsWith('.rtl.css')) continue;
            const css = rtlcss.process(source.source().toString());
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
