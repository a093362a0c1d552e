// The files and packages a module loads at run time, found statically with TypeScript's parser and module
// resolver: type-only imports are left out (erased at run time), relative and workspace imports are followed.
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export interface PackageImport {
  /** package name as in package.json, e.g. `@resvg/resvg-js` */
  name: string;
  /** the file that imports it */
  from: string;
}

export interface ImportGraph {
  files: string[];
  packages: PackageImport[];
}

const bundlerResolution: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true, resolveJsonModule: true };
/** How a package compiled by tsc for Node resolves (`./x.js` is `./x.ts`): the host's. */
export const nodeResolution: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, allowJs: true, resolveJsonModule: true };

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'` runs x
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/**
 * Module specifiers a file loads when it runs: imports, re-exports, require() and import() with a literal;
 * `withTypes` adds the type-only ones (what a file depends on at all, not only at run time).
 */
export function runtimeSpecifiers(file: string, { withTypes = false } = {}): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && (withTypes || !isTypeOnlyImport(node)) && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && (withTypes || !node.isTypeOnly) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isImportEqualsDeclaration(node) && (withTypes || !node.isTypeOnly) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) found.push(node.moduleReference.expression.text);
    else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    } else if (withTypes && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text); // `typeof import('x')`
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A declaration file stands for the JavaScript next to it (platformCompatibility.d.cts → platformCompatibility.cjs). */
function runtimeFile(resolved: string): string | null {
  const m = /^(.*)\.d\.([cm]?)ts$/.exec(resolved);
  if (!m) return resolved;
  const js = `${m[1]}.${m[2]}js`;
  return existsSync(js) ? js : null;
}

/**
 * Walks everything the entries load at run time; packages inside node_modules are recorded, not entered.
 * Several entries stand for files loaded by path at run time (the server's autoloaded plugins and routes).
 */
export function importGraph(entries: string | string[], compilerOptions: ts.CompilerOptions = bundlerResolution): ImportGraph {
  const files = new Set<string>();
  const packages: PackageImport[] = [];
  const queue = [entries].flat();
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (isBuiltin(specifier)) continue;
      const relative = specifier.startsWith('.') || specifier.startsWith('/');
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
      const target = resolved && ts.sys.realpath ? ts.sys.realpath(resolved.resolvedFileName) : resolved?.resolvedFileName;
      if (!relative) packages.push({ name: packageName(specifier), from: file });
      if (!relative && (!target || target.includes(`${join('/', 'node_modules')}/`))) continue; // a third-party package
      if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
      const next = runtimeFile(target);
      if (next && !next.endsWith('.json')) queue.push(next);
    }
  }
  return { files: [...files].sort(), packages };
}

/** The package.json nearest to a file: whose dependencies a file's imports must be among. */
export function nearestPackageJson(file: string): { path: string; name: string; dependencies: Record<string, string>; devDependencies: Record<string, string> } {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const path = join(dir, 'package.json');
    if (existsSync(path)) {
      const json = JSON.parse(readFileSync(path, 'utf8')) as { name?: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      return { path, name: json.name ?? '', dependencies: { ...json.peerDependencies, ...json.dependencies }, devDependencies: json.devDependencies ?? {} };
    }
    if (dirname(dir) === dir) throw new Error(`no package.json above ${file}`);
  }
}
