// The module list for a search, asked for only once someone starts to search: a page nobody
// searches on sends no extra request (and the results page keeps the list its own start
// requested ahead for it).
import { useServerData, moduleApi } from '@module-feedback/shared/shell-pages';
import type { Module } from '@module-feedback/shared';
import { useState } from 'react';

export const MODULE_LIST_NOTES = {
  loading: 'Loading the modules…',
  failed: (reason: string) => `Could not load the modules. ${reason} Type again to retry.`,
} as const;

/** Stands in for the request until the list is wanted. */
const notYetWanted = () => new Promise<Module[]>(() => {});

export interface ModulesOnDemand {
  /** The modules once they have come; empty before. */
  modules: readonly Module[];
  /** What the search's list says until they have come. */
  listNote: string | undefined;
  /** Asks for the list, or asks again after it failed. */
  want: () => void;
}

export function useModulesOnDemand(): ModulesOnDemand {
  const [wanted, setWanted] = useState(false);
  const list = useServerData(wanted ? moduleApi.list : notYetWanted);
  return {
    modules: list.status === 'ready' ? list.data : [],
    listNote:
      list.status === 'failed' ? MODULE_LIST_NOTES.failed(list.reason) : MODULE_LIST_NOTES.loading,
    want: () => {
      if (!wanted) setWanted(true);
      else if (list.status === 'failed') list.retry();
    },
  };
}
