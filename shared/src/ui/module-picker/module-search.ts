import type { Module } from '../../contracts';

/** How a module is named in pickers and lists: "CS3002 – Machine Learning". */
export const moduleLabel = (module: Pick<Module, 'code' | 'title'>): string =>
  `${module.code} – ${module.title}`;

/** The modules whose title or code contains the query, in any case; all of them for none. */
export function matchingModules<M extends Pick<Module, 'code' | 'title'>>(
  modules: readonly M[],
  query: string,
): M[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...modules];
  return modules.filter(
    (module) =>
      module.title.toLocaleLowerCase().includes(wanted) ||
      module.code.toLocaleLowerCase().includes(wanted),
  );
}
