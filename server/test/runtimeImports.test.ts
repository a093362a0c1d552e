import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { AUTOLOADED_FOLDERS } from '../src/plugins/folders';
import { importGraph, nearestPackageJson, runtimeSpecifiers, type ImportGraph } from './importGraph';

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

/** src/main.ts and the plugins and routes buildApp loads by folder (@fastify/autoload), which no import names. */
function serverEntries(): string[] {
  const autoloaded = AUTOLOADED_FOLDERS.flatMap((folder) =>
    readdirSync(join(serverDir, 'src', folder)).filter((name) => name.endsWith('.ts')).map((name) => join(serverDir, 'src', folder, name)),
  );
  return [join(serverDir, 'src/main.ts'), ...autoloaded];
}

describe('what the server loads at run time', () => {
  const server = importGraph(serverEntries());

  it('follows the whole app (autoloaded plugins and routes, content publishing, database)', () => {
    expect(server.files.map(rel)).toEqual(
      expect.arrayContaining(['src/main.ts', 'src/app.ts', 'src/plugins/app/context.ts', 'src/routes/accountRoutes.ts', 'src/content/publish.ts', 'src/content/release.ts', 'src/db/index.ts']),
    );
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

/**
 * The server shares only the API contract with the apps: no client package (@nahtlos/platform, ui, testing,
 * build, an app) and no relative path out of server/ except into shared-kernel/contract (not into another
 * kernel package, shell/ or an mf-* app), type-only imports included. One exception, at build time only: the content
 * build (content/) computes the STOFFVERBRAUCH table with the cutting plan's engine (@nahtlos/cutting, pure, a
 * devDependency), as the configurator does; the server itself never loads it (the last test here).
 */
const CONTENT_BUILD_ONLY = '@nahtlos/cutting';
const repoDir = join(serverDir, '..');
const contractDir = join(repoDir, 'shared-kernel', 'contract');
const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + sep);

/** Why `specifier` imported by `file` reaches into the client, or undefined when it is allowed. */
function clientImport(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    if (inside(target, serverDir) || inside(target, contractDir)) return undefined;
    return `${rel(file)} imports ${specifier} (${relative(repoDir, target)})`;
  }
  const scope = specifier.split('/').slice(0, 2).join('/');
  if (scope === CONTENT_BUILD_ONLY && inside(file, join(serverDir, 'content'))) return undefined;
  if (specifier.startsWith('@nahtlos/') && scope !== '@nahtlos/contract') return `${rel(file)} imports ${specifier}`;
  return undefined;
}

/** Every source file of the server package (src, tests, bench, content scripts, configs), not the build output. */
function serverSources(dir = serverDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.') ? [] : serverSources(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the server imports no client package except the contract', () => {
  it('in any of its source files, type-only imports included', () => {
    const files = serverSources();
    expect(files.map(rel)).toEqual(expect.arrayContaining(['src/main.ts', 'test/runtimeImports.test.ts', 'bench/run.ts', 'content/scripts/build.ts', 'jest.config.cjs']));
    const problems = files.flatMap((file) => runtimeSpecifiers(file, { withTypes: true }).map((specifier) => clientImport(file, specifier)));
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('nor declares one as a dependency (the content build\'s engine only as a devDependency)', () => {
    const { dependencies, devDependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(dependencies).filter((name) => name.startsWith('@nahtlos/'))).toEqual(['@nahtlos/contract']);
    expect(Object.keys(devDependencies).filter((name) => name.startsWith('@nahtlos/'))).toEqual([CONTENT_BUILD_ONLY]);
  });

  it('so what src/main.ts loads lies in server/ and the contract only', () => {
    const server = importGraph(serverEntries());
    expect(server.files.filter((file) => !inside(file, serverDir) && !inside(file, contractDir)).map((file) => relative(repoDir, file))).toEqual([]);
    expect(server.files.some((file) => inside(file, contractDir))).toBe(true);
  });

  it('names each client import it finds', () => {
    const file = join(serverDir, 'src/routes/x.ts');
    for (const client of ['@nahtlos/platform', '@nahtlos/ui/strings', '@nahtlos/testing', '@nahtlos/build/jest.cjs', '@nahtlos/mf-library']) {
      expect(clientImport(file, client)).toBe(`src/routes/x.ts imports ${client}`);
    }
    for (const path of ['../../../shared-kernel/platform/src/index', '../../../shared-kernel/ui', '../../../shell/src/root', '../../../mf-configurator/src/app', '../../../shared-kernel/contractor']) {
      expect(clientImport(file, path)).toContain(`src/routes/x.ts imports ${path}`);
    }
    // the cutting plan's engine: in the content build only
    expect(clientImport(file, '@nahtlos/cutting')).toBe('src/routes/x.ts imports @nahtlos/cutting');
    expect(clientImport(join(serverDir, 'content/patterns/table.ts'), '@nahtlos/cutting')).toBeUndefined();
    for (const allowed of ['@nahtlos/contract', '@nahtlos/contract/stableJson', '../../../shared-kernel/contract/src/routes', '../services/context', 'fastify', 'node:path']) {
      expect(clientImport(file, allowed)).toBeUndefined();
    }
  });
});
