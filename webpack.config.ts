/** Builds the SPA into dist/client: index.html plus hashed chunks under /assets/. */
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';

const outDir = path.resolve(__dirname, 'dist/client');

/** Chunks that each screen needs beyond the entry; the report shows first-load JS per route. */
const REPORTED_ROUTES: Record<string, string[]> = { '/login': ['auth'], '/search': ['jobs'], '/about': ['content'] };

/** Writes dist/client/bundle-report.json and prints the gzip size of each route's first-load JS. */
class BundleReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BundleReportPlugin', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunks: true, assets: true, chunkGroups: true });
      const dir = compiler.outputPath;
      const gzip = (file: string) => gzipSync(readFileSync(path.join(dir, file))).length;
      const jsOf = (files: { name: string }[] | undefined) =>
        (files ?? []).map((f) => f.name).filter((n) => n.endsWith('.js'));
      const entryJs = jsOf(json.entrypoints?.main?.assets);
      const report: Record<string, { files: string[]; gzipBytes: number }> = {};
      for (const [route, groups] of Object.entries(REPORTED_ROUTES)) {
        const files = new Set(entryJs);
        for (const group of groups) for (const f of jsOf(json.namedChunkGroups?.[group]?.assets)) files.add(f);
        const list = [...files];
        report[route] = { files: list, gzipBytes: list.reduce((sum, f) => sum + gzip(f), 0) };
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'bundle-report.json'), JSON.stringify(report, null, 2));
      for (const [route, r] of Object.entries(report)) {
        console.log(`first-load JS ${route}: ${(r.gzipBytes / 1024).toFixed(1)} KiB gzip (${r.files.length} files)`);
      }
    });
  }
}

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new BundleReportPlugin(),
    ],
    optimization: {
      minimizer: [
        '...',
        // svgo chokes on Bootstrap's url-encoded inline icons; they are small already.
        new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { svgo: false }] } }),
      ],
      runtimeChunk: 'single',
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
