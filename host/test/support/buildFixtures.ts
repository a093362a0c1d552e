// Builds the server entries of the rendering tests (test/fixtures/containers) as the apps build theirs: webpack,
// target async-node, enhanced's ModuleFederationPlugin with library commonjs-module, the node runtime plugin, nothing
// shared, exposing ./server. Output: test/.fixtures/{shell,remotes/<name>}/…/server/. Skipped when up to date.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

export const fixtures = path.join(__dirname, '../.fixtures');
const sources = path.join(__dirname, '../fixtures/containers');

interface Container {
  name: string;
  source: string;
  out: string;
  heading?: string;
}

export const containers: Container[] = [
  { name: 'shell', source: 'frame.js', out: 'shell/server' },
  { name: 'mf_good', source: 'good.js', out: 'remotes/good/server', heading: 'Stoffbibliothek' },
  { name: 'mf_good', source: 'good.js', out: 'redeployed/good/server', heading: 'Neue Stoffbibliothek' },
  { name: 'mf_throws', source: 'throws.js', out: 'remotes/throws/server' },
  { name: 'mf_slow', source: 'slow.js', out: 'remotes/slow/server' },
];

const config = ({ name, source, out, heading = '' }: Container): webpack.Configuration => ({
  mode: 'production',
  target: 'async-node',
  context: sources,
  entry: {},
  output: { path: path.join(fixtures, out), publicPath: '', chunkFilename: '[name].[contenthash:8].js', clean: true },
  optimization: { minimize: false },
  plugins: [
    new webpack.DefinePlugin({ HEADING: JSON.stringify(heading) }),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      exposes: { './server': `./${source}` },
      shared: {},
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      dts: false,
      manifest: false,
    }),
  ],
});

export default async function buildFixtures(): Promise<void> {
  const stamp = path.join(fixtures, '.built');
  const newest = Math.max(...fs.readdirSync(sources).map((file) => fs.statSync(path.join(sources, file)).mtimeMs), fs.statSync(__filename).mtimeMs);
  if (fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs > newest) return;
  await new Promise<void>((resolve, reject) =>
    webpack(containers.map(config), (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  fs.writeFileSync(stamp, '');
}
