// Which exports of the page-wide singletons a build's own code imports by name, read from
// its modules' import declarations as the build reads them. A remote's deploy.json carries
// them (`imports`), the shell's carries what it exports (`provides.exports`), and a deploy
// is refused when the live shell lacks a name a remote imports: version numbers alone let
// an export added to `shared` without a version bump through.
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { SINGLETON_PACKAGES, type ExportNames } from '../contract';

/**
 * The singleton package a source belongs to: itself, or the package of one of its entry
 * points (react-dom/client, primereact/button); undefined for a stylesheet or asset URL of
 * one, and for one of shared's own entry points other than its root (those are built into
 * the remote, not provided by the shell).
 */
export function singletonPackageOf(source: string): string | undefined {
  if (source.includes('?') || /\.css$/.test(source)) return undefined;
  return SINGLETON_PACKAGES.find(
    (name) =>
      source === name || (name !== '@module-feedback/shared' && source.startsWith(`${name}/`)),
  );
}

export const isSingletonSource = (source: string): boolean =>
  singletonPackageOf(source) !== undefined;

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/**
 * The names one module imports (or re-exports) from singletons; type-only imports left
 * out (they do not exist at run time) and namespace imports too (nothing names a member).
 */
export function singletonImportsOf(file: string, code: string): ExportNames {
  const found: Record<string, Set<string>> = {};
  const add = (source: string, name: string) => (found[source] ??= new Set()).add(name);
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, scriptKind(file));
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier || !isSingletonSource(specifier)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) add(specifier, 'default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
        }
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, names]) => [name, [...names]]));
}

/** Merged and sorted, so the same sources always describe the same way. */
export function mergeExportNames(all: Iterable<ExportNames>): ExportNames {
  const merged: Record<string, Set<string>> = {};
  for (const names of all) {
    for (const [source, list] of Object.entries(names)) {
      for (const name of list) (merged[source] ??= new Set()).add(name);
    }
  }
  return Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((source) => [source, [...merged[source]!].sort()]),
  );
}

/**
 * The Vite plugin of a remote's build: records what each of the build's own modules (not
 * packages', not shared's, whose code the shell provides) imports from the singletons, and
 * hands the result to `record` once the module graph is complete.
 */
export function singletonImports(record: (imports: ExportNames) => void): Plugin {
  const perModule = new Map<string, ExportNames>();
  return {
    name: 'module-feedback:singleton-imports',
    apply: 'build',
    // Before any other plugin rewrites imports of shared packages.
    enforce: 'pre',
    buildStart() {
      perModule.clear();
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || file.includes('/node_modules/') || !SOURCE_FILE.test(file))
        return null;
      if (file.includes('/shared/src/')) return null;
      perModule.set(file, singletonImportsOf(file, code));
      return null;
    },
    buildEnd() {
      record(mergeExportNames(perModule.values()));
    },
  };
}

/**
 * What the shell provides of each singleton package and entry point: the names the
 * installed package exports (read with Node's own loader), and for `shared` the exports of
 * its entry module as the shell's build compiled it.
 */
export function providedExportNames(
  workspaceDir: string,
  sources: string[],
  sharedExports: string[],
): ExportNames {
  const require = createRequire(path.join(workspaceDir, 'package.json'));
  const provided: ExportNames = { '@module-feedback/shared': [...sharedExports].sort() };
  for (const source of sources) {
    if (source === '@module-feedback/shared') continue;
    try {
      const loaded = require(source) as Record<string, unknown>;
      // A CommonJS module (React's) is its own default export to an ES import.
      const names = loaded.__esModule ? Object.keys(loaded) : [...Object.keys(loaded), 'default'];
      provided[source] = names.filter((name) => name !== '__esModule').sort();
    } catch {
      // A package Node cannot load as it is (only the build can): not judged by name.
    }
  }
  return provided;
}
