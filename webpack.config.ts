/** Builds the SPA into dist/client: index.html plus hashed chunks under /assets/. */
import { type BrotliOptions, constants as zlibConstants, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { Compilation, WebpackError, type Compiler, type Configuration } from 'webpack';
import {
  BUDGETED_SCREENS,
  describe,
  overBudget,
  routeFiles,
  screenSizes,
  inLanguages,
  BUDGET_LANGUAGES,
} from './webpack/bundle-budget';
import { ChunkCatalogsPlugin } from './webpack/chunk-catalogs';
import linguiHashedIds from './webpack/lingui-hashed-ids';
import { version as babelVersion } from '@babel/core';
import { insertStylesheet, RightToLeftCssPlugin } from './webpack/rtl-css';

const outDir = path.resolve(__dirname, 'dist/client');

/**
 * Marks the files that ship minified (pdf.js's worker, an asset copied as it is) as minified, so
 * the minimizer does not spend seconds of every build minifying 1.2 MB a second time.
 */
class ShippedMinifiedPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ShippedMinifiedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShippedMinifiedPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (/\.min\.[0-9a-f]+\.mjs$/.test(name))
              compilation.updateAsset(name, (source) => source, { minimized: true });
          }
        },
      );
    });
  }
}

/**
 * Writes dist/client/bundle-report.json (each budgeted screen's JS files and gzip size in each
 * language, its catalogs included — `/search` is English, `/search (es)` Spanish — and the
 * files the server preloads with each screen's page), prints the figures, and fails the build when
 * a screen is over its budget.
 */
class BundleReportPlugin {
  constructor(private readonly catalogs: ChunkCatalogsPlugin) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('BundleReportPlugin', (compilation) => {
      const json = compilation.getStats().toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true });
      const gzip = (file: string) => gzipSync(readFileSync(path.join(compiler.outputPath, file))).length;
      const screens = inLanguages(BUDGETED_SCREENS, this.catalogs.catalogsOfScript);
      const sizes = screens.flatMap(({ key, groups, catalogOf }) =>
        screenSizes(json, { [key]: groups }, gzip, catalogOf),
      );
      const report = {
        routes: Object.fromEntries(sizes.map(({ route, ...size }) => [route, size])),
        // Read by the server (server/http/spa.ts): each screen's own files, preloaded with its page.
        preload: Object.fromEntries(
          screens.map(({ key, groups, catalogOf }) => [key, routeFiles(json, groups, catalogOf)]),
        ),
      };
      writeFileSync(path.join(compiler.outputPath, 'bundle-report.json'), JSON.stringify(report, null, 2));
      for (const size of sizes) console.log(describe(size));
      for (const message of overBudget(sizes)) compilation.errors.push(new WebpackError(message));
    });
  }
}

function configure(production: boolean): Configuration {
  // Lingui's macro reads it when Babel runs: a production build keeps only each message's id (its
  // text is in the catalogs the screen loads), a development build keeps the English beside it.
  process.env.NODE_ENV = production ? 'production' : 'development';
  const catalogs = new ChunkCatalogsPlugin({
    directory: path.resolve(__dirname, 'src/locales/client'),
    languages: BUDGET_LANGUAGES,
  });
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:6].js' : 'assets/[name].js',
      // Ids, not names: the runtime's map of chunk names would ride in every first load.
      chunkFilename: production ? 'assets/[id].[contenthash:6].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:6][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          // Our modules do their work when called, never when imported (stylesheets aside): one
          // whose exports nothing uses is left out, even when a feature's index.ts re-exports it.
          test: /[\\/](src|common)[\\/].*\.tsx?$/,
          sideEffects: false,
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              plugins: [linguiHashedIds],
              cacheDirectory: true,
              // A plugin given as a function is not in babel-loader's own cache key: its source is.
              cacheIdentifier: JSON.stringify([
                readFileSync(path.join(__dirname, 'webpack/lingui-hashed-ids.ts'), 'utf8'),
                readFileSync(path.join(__dirname, 'babel.config.json'), 'utf8'),
                process.env.NODE_ENV,
                babelVersion,
              ]),
            },
          },
        },
        {
          test: /\.s?css$/,
          use: [
            MiniCssExtractPlugin.loader,
            'css-loader',
            {
              loader: 'sass-loader',
              options: {
                sassOptions: {
                  // Comments kept for the right-to-left build (Bootstrap's `rtl:` directives);
                  // the minimizer makes both builds compact afterwards.
                  style: 'expanded',
                  quietDeps: true,
                  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:6].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[id].[contenthash:6].css' : 'assets/[name].css',
        insert: insertStylesheet,
      }),
      new RightToLeftCssPlugin(),
      catalogs,
      production && new BundleReportPlugin(catalogs),
      production && new ShippedMinifiedPlugin(),
      // Brotli copies at its best quality, made once here: about 15% fewer bytes than the server's
      // on-the-fly compression for scripts, 30% for stylesheets (server/http/spa.ts serves them).
      production &&
        new CompressionPlugin<BrotliOptions>({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: /\.(m?js|css|json)$/,
          compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 1024,
          minRatio: 0.9,
        }),
    ],
    optimization: {
      minimizer: [
        '...',
        // svgo chokes on Bootstrap's url-encoded inline icons; they are small already.
        new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { svgo: false }] } }),
      ],
      // The runtime rides in the entry chunk: one request and one gzip stream fewer on every page.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // dayjs once for a screen whose chunks show dates, not a copy in each chunk.
          dates: { test: /[\\/](node_modules[\\/]dayjs|common[\\/]dates)[\\/.]/, name: 'dates', enforce: true },
        },
      },
      // No rewriting of hashes after minification: it replaces every occurrence of a placeholder
      // hash in every asset, and an all-digit one (e.g. 011074) also matched digits inside pdf.js's
      // minified worker, corrupting it. The content hashes webpack computes are enough.
      realContentHash: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (_env: unknown, argv: { mode?: string }): Configuration => configure(argv.mode !== 'development');
