import { join, relative } from 'node:path';
import { importGraph, nearestPackageJson, type ImportGraph } from './importGraph';

/**
 * The server at run time only publishes the content release folder: nothing reachable from src/main.ts may
 * load a devDependency (resvg renders content at build time) or the content generator.
 */
const serverDir = join(__dirname, '..');
const rel = (file: string) => relative(serverDir, file);

/** Imports of packages the importing file's package.json does not list as a run-time dependency. */
function undeclaredPackages(graph: ImportGraph): string[] {
  return graph.packages
    .filter(({ name, from }) => !(name in nearestPackageJson(from).dependencies))
    .map(({ name, from }) => `${rel(from)} imports ${name}${name in nearestPackageJson(from).devDependencies ? ' (a devDependency)' : ''}`);
}

/** Files of the content generator: everything under content/ except the release layout, validator and types. */
const generatorFiles = (graph: ImportGraph) =>
  graph.files.map(rel).filter((file) => file.startsWith('content/') && !['content/lib/media.ts', 'content/lib/source-hash.ts', 'content/lib/validate.ts'].includes(file));

describe('what the server loads at run time', () => {
  const server = importGraph(join(serverDir, 'src/main.ts'));

  it('follows the whole app (routes, content publishing, database)', () => {
    expect(server.files.map(rel)).toEqual(expect.arrayContaining(['src/main.ts', 'src/app.ts', 'src/content/publish.ts', 'src/content/release.ts', 'src/db/index.ts']));
    expect(server.packages.map((p) => p.name)).toEqual(expect.arrayContaining(['fastify', '@electric-sql/pglite']));
  });

  it('imports only run-time dependencies, none of the devDependencies', () => {
    expect(undeclaredPackages(server)).toEqual([]);
  });

  it('does not load the content generator (content/lib/build, scenes, drawings, fabrics)', () => {
    expect(generatorFiles(server)).toEqual([]);
  });

  it('catches both in the content build script, which renders with resvg', () => {
    const build = importGraph(join(serverDir, 'content/scripts/build.ts'));
    expect(undeclaredPackages(build)).toContain('content/lib/scene.ts imports @resvg/resvg-js (a devDependency)');
    expect(generatorFiles(build)).toEqual(expect.arrayContaining(['content/lib/build.ts', 'content/lib/scene.ts', 'content/patterns/index.ts']));
  });
});
