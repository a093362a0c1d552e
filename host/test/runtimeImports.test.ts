import { join, relative } from 'node:path';
// the server's walk of run-time imports, with Node's resolution (the host is compiled by tsc for Node)
import { importGraph, nearestPackageJson, nodeResolution } from '../../server/test/importGraph';

/** What the host loads at run time (its entry points) may come from its dependencies only, never a devDependency. */
const hostDir = join(__dirname, '..');
const rel = (file: string) => relative(hostDir, file);

describe('what the host loads at run time', () => {
  for (const entry of ['src/main.ts', 'src/startAll.ts']) {
    const graph = importGraph(join(hostDir, entry), nodeResolution);

    it(`${entry} follows the whole host (rendering, proxy, headers)`, () => {
      expect(graph.files.map(rel)).toEqual(expect.arrayContaining(['src/server.ts', 'src/apiProxy.ts', 'src/security.ts', 'src/render/page.ts', 'src/render/containers.ts']));
      expect(graph.packages.map((p) => p.name)).toEqual(expect.arrayContaining(['fastify', 'single-spa-layout', '@module-federation/enhanced', 'lru-cache', '@module-federation/runtime-core']));
    });

    it(`${entry} imports only run-time dependencies, none of the devDependencies`, () => {
      const undeclared = graph.packages
        .filter(({ name, from }) => !(name in nearestPackageJson(from).dependencies))
        .map(({ name, from }) => `${rel(from)} imports ${name}${name in nearestPackageJson(from).devDependencies ? ' (a devDependency)' : ''}`);
      expect(undeclared).toEqual([]);
      // beyond its own sources, only files of the workspace packages it depends on (the contract's platform rule)
      const { dependencies } = nearestPackageJson(join(hostDir, entry));
      const foreign = graph.files.filter((file) => !file.startsWith(join(hostDir, 'src')));
      expect(foreign.filter((file) => !(nearestPackageJson(file).name in dependencies)).map(rel)).toEqual([]);
    });
  }

  it('declares the federation runtime and the layout as its own dependencies (the node runtime plugin is built into each container)', () => {
    const { dependencies } = nearestPackageJson(join(hostDir, 'src/main.ts'));
    expect(Object.keys(dependencies)).toEqual(expect.arrayContaining(['@module-federation/enhanced', 'single-spa-layout']));
    expect(Object.keys(dependencies)).not.toContain('@module-federation/node');
  });
});
