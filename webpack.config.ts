/** Builds the SPA into dist/client: index.html plus hashed chunks under /assets/. */
import { type BrotliOptions, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { WebpackError, type Compiler, type Configuration, type Stats } from 'webpack';
import {
  aboveGoal,
  BUDGETED_ROUTES,
  FIRST_LOAD_LIMIT_BYTES,
  FIRST_LOAD_MAX_RATIO,
  describe,
  entryFiles,
  firstLoad,
  kib,
  overBudget,
  routeFiles,
} from './webpack/bundle-budget';

const outDir = path.resolve(__dirname, 'dist/client');
/** A React hello world built with the same configuration: the baseline of the first-load figures. */
const baselineDir = path.resolve(__dirname, 'dist/bundle-baseline');

/** Routes whose first-load JS is reported without a budget. */
const REPORTED_ROUTES: Record<string, string[]> = {
  ...BUDGETED_ROUTES,
  '/about': ['content'],
  '/esign/sign': ['esign'],
};

const statsOf = (compiler: Compiler, stats: Stats) => {
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true });
  // Each file once: the entry's files count in every route.
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(compiler.outputPath, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  return { json, gzip };
};

/** Records the baseline's first-load JS for the application's report. */
class BaselineReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BaselineReportPlugin', (stats) => {
      const { json, gzip } = statsOf(compiler, stats);
      const files = entryFiles(json);
      const report = { files, gzipBytes: files.reduce((sum, f) => sum + gzip(f), 0) };
      writeFileSync(path.join(compiler.outputPath, 'bundle-report.json'), JSON.stringify(report, null, 2));
    });
  }
}

/**
 * Writes dist/client/bundle-report.json, prints each route's first-load JS (gzip) beside the
 * baseline, and fails the build when a budgeted route is over its limit.
 */
class BundleReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('BundleReportPlugin', (compilation) => {
      const { json, gzip } = statsOf(compiler, compilation.getStats());
      const sizes = firstLoad(json, REPORTED_ROUTES, gzip);
      const baselineFile = path.join(baselineDir, 'bundle-report.json');
      const baseline = existsSync(baselineFile)
        ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as { gzipBytes: number }).gzipBytes
        : undefined;
      const report = {
        limitBytes: FIRST_LOAD_LIMIT_BYTES,
        maxRatio: FIRST_LOAD_MAX_RATIO,
        baselineBytes: baseline ?? null,
        routes: Object.fromEntries(sizes.map(({ route, ...size }) => [route, size])),
        // Read by the server (server/http/spa.ts): each route's own chunks, preloaded with its page.
        preload: Object.fromEntries(
          Object.entries(REPORTED_ROUTES).map(([route, groups]) => [route, routeFiles(json, groups)]),
        ),
      };
      writeFileSync(path.join(compiler.outputPath, 'bundle-report.json'), JSON.stringify(report, null, 2));
      if (baseline) console.log(`first-load JS of a React hello world (baseline): ${kib(baseline)} gzip`);
      for (const size of sizes) console.log(describe(size, baseline));
      const budgeted = sizes.filter((s) => s.route in BUDGETED_ROUTES);
      for (const message of overBudget(budgeted)) compilation.errors.push(new WebpackError(message));
      if (baseline)
        for (const message of aboveGoal(budgeted, baseline)) compilation.warnings.push(new WebpackError(message));
    });
  }
}

/** The configuration of a build: the application, or the baseline with the same settings. */
function configure(production: boolean, app: boolean): Configuration {
  return {
    name: app ? 'app' : 'baseline',
    // The report compares against the baseline, so the baseline is built first.
    dependencies: app && production ? ['baseline'] : [],
    mode: production ? 'production' : 'development',
    entry: { main: app ? './src/main.tsx' : './src/bundle-baseline.tsx' },
    output: {
      path: app ? outDir : baselineDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:6].js' : 'assets/[name].js',
      // Ids, not names: the runtime's map of chunk names would ride in every first load.
      chunkFilename: production ? 'assets/[id].[contenthash:6].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:6][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@babel/runtime/helpers/esm/extends$': path.resolve(__dirname, 'src/lib/object-assign.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
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
      app &&
        new HtmlWebpackPlugin({
          template: './src/index.html',
          inject: 'body',
          scriptLoading: 'defer',
        }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:6].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[id].[contenthash:6].css' : 'assets/[name].css',
      }),
      app ? new BundleReportPlugin() : new BaselineReportPlugin(),
      // Brotli copies at its best quality, made once here: about 15% fewer bytes than the server's
      // on-the-fly compression for scripts, 30% for stylesheets (server/http/spa.ts serves them).
      app &&
        production &&
        new CompressionPlugin<BrotliOptions>({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: /\.(js|css)$/,
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
      splitChunks: { chunks: 'async' },
      // No rewriting of hashes after minification: it replaces every occurrence of a placeholder
      // hash in every asset, and an all-digit one (e.g. 011074) also matched digits inside pdf.js's
      // minified worker, corrupting it. The content hashes webpack computes are enough.
      realContentHash: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (_env: unknown, argv: { mode?: string }): Configuration[] => {
  const production = argv.mode !== 'development';
  // The budget and its baseline concern production builds only.
  return production ? [configure(true, false), configure(true, true)] : [configure(false, true)];
};
