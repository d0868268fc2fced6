// The public surface of this package as the TypeScript compiler sees it: for every entry
// point in package.json's "exports", each exported name with the type it has. Remotes
// built against one version of `shared` run against whatever version the shell provides,
// so this surface is the contract its version number speaks for.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Entry point ("." or "./contracts") → exported name → fingerprint of its type. */
export type PublicSurface = Record<string, Record<string, string>>;

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the compiler's own typeToString builds with: whole types, aliases by name. */
const NODE_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.InTypeAlias |
  ts.NodeBuilderFlags.IgnoreErrors;

const printer = ts.createPrinter({ removeComments: true });
const PRINTED_IN = ts.createSourceFile('surface.ts', '', ts.ScriptTarget.Latest);

const printNode = (node: ts.Node) => printer.printNode(ts.EmitHint.Unspecified, node, PRINTED_IN);

/**
 * The compiler keeps a union's members in the order it first created their types, which
 * depends on everything else the program declares; sorted, a union prints the same whatever
 * else changed. Inner unions are sorted first, so the order of the outer one is stable too.
 */
function sortUnions(node: ts.Node): ts.Node {
  const visited = ts.visitEachChild(node, sortUnions, undefined);
  if (!ts.isUnionTypeNode(visited)) return visited;
  const members = visited.types
    .map((member) => ({ member, printed: printNode(member) }))
    .sort((a, b) => (a.printed < b.printed ? -1 : a.printed > b.printed ? 1 : 0))
    .map(({ member }) => member);
  return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(members));
}

/** A type as the compiler writes it, with the members of every union in sorted order. */
function printType(checker: ts.TypeChecker, type: ts.Type): string {
  const node = checker.typeToTypeNode(type, undefined, NODE_FLAGS);
  if (!node) throw new Error(`cannot print the type ${checker.typeToString(type)}`);
  return printNode(sortUnions(node));
}

/** Entry points whose target is a TypeScript source (package.json itself is not API). */
function entryPoints(packageDir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.fromEntries(
    Object.entries(manifest.exports)
      .filter(([, target]) => target.endsWith('.ts'))
      .map(([entry, target]) => [entry, path.join(packageDir, target)]),
  );
}

function compilerOptions(packageDir: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(packageDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`cannot read ${packageDir}/tsconfig.json`);
  return { ...parsed.options, noEmit: true };
}

/**
 * An exported interface or object type is described member by member, so a property added
 * to it changes its description; anything else by the compiler's own printing.
 */
function describeDeclaredType(checker: ts.TypeChecker, type: ts.Type): string {
  const members = checker.getPropertiesOfType(type);
  const plainObject =
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0;
  if (!plainObject || members.length === 0) return printType(checker, type);
  const described = members
    .map((member) => {
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      const memberType = printType(checker, checker.getTypeOfSymbol(member));
      return `${member.name}${optional}: ${memberType}`;
    })
    .sort();
  const indexes = checker
    .getIndexInfosOfType(type)
    .map((info) => `[key: ${printType(checker, info.keyType)}]: ${printType(checker, info.type)}`);
  return `{ ${[...indexes, ...described].join('; ')} }`;
}

/**
 * A value by the type the compiler prints for it (the names of the types it uses, whose
 * own exports are described in full), never member by member: the members of a string
 * or an array come from the global declarations of every package in the program.
 */
function describeExport(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts: string[] = [];
  if (symbol.flags & ts.SymbolFlags.Type) {
    parts.push(`type ${describeDeclaredType(checker, checker.getDeclaredTypeOfSymbol(symbol))}`);
  }
  if (symbol.flags & ts.SymbolFlags.Value) {
    parts.push(`value ${printType(checker, checker.getTypeOfSymbol(symbol))}`);
  }
  return parts.join(' & ');
}

/** Short and stable: the surface file stays small while any change of a type shows. */
const fingerprint = (description: string) =>
  createHash('sha256').update(description).digest('hex').slice(0, 16);

export function publicSurface(packageDir = PACKAGE_DIR): PublicSurface {
  const entries = entryPoints(packageDir);
  const program = ts.createProgram(Object.values(entries), compilerOptions(packageDir));
  const checker = program.getTypeChecker();
  const surface: PublicSurface = {};
  for (const [entry, file] of Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${file} is not a module`);
    surface[entry] = Object.fromEntries(
      checker
        .getExportsOfModule(module)
        .map((exported) => [exported.name, fingerprint(describeExport(checker, exported))] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return surface;
}
