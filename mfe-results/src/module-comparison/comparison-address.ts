// What a module comparison's address names, checked against the modules that exist: the
// modules to show (each once, in the address's order, at most three), the codes that name
// none, and whether the address named more than a comparison shows.
import { comparedModuleCodes, MODULE_COMPARISON_SIZE, type Module } from '@module-feedback/shared';

export interface ComparisonChoice {
  compared: Module[];
  /** Codes as written in the address that name no module. */
  unknown: string[];
  /** The address named more modules than a comparison shows; the first ones are kept. */
  tooMany: boolean;
}

export function comparisonChoiceOf(location: URL, modules: readonly Module[]): ComparisonChoice {
  const found: Module[] = [];
  const unknown: string[] = [];
  for (const code of comparedModuleCodes(location.search)) {
    const module = modules.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
    if (!module) {
      if (!unknown.includes(code)) unknown.push(code);
    } else if (!found.includes(module)) {
      found.push(module);
    }
  }
  return {
    compared: found.slice(0, MODULE_COMPARISON_SIZE.most),
    unknown,
    tooMany: found.length > MODULE_COMPARISON_SIZE.most,
  };
}
