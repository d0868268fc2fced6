// The modules the signed-in user leads, so the results page offers a leader the reply form of
// their modules. Only a hint for what to show: the server decides what a leader may see and do.
import { publicationApi, useServerData, useSession } from '@module-feedback/shared';
import { useCallback } from 'react';

const NONE: readonly number[] = [];

/** Ids of the modules the signed-in user leads; none for visitors, staff, or until loaded. */
export function useLedModules(): readonly number[] {
  const { user } = useSession();
  const asks = user !== null && !user.is_staff;
  const led = useServerData(
    useCallback(async () => (asks ? (await publicationApi.ownLedModules()).modules : NONE), [asks]),
  );
  return led.status === 'ready' ? led.data : NONE;
}
