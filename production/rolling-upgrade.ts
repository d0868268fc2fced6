// Upgrading the API instances behind the load balancer one at a time, with no failed
// request. For each instance in turn:
//   1. the balancer stops sending it new requests (nginx: reloaded with it marked down;
//      that resolves once no worker could still pick it);
//   2. the instance stops (SIGTERM: it finishes the requests it has, then exits);
//   3. its successor starts on the same port: it brings the shared database's schema up to
//      date while the other instances, still on the old version, keep serving (migrations
//      only add while an older version may run: see api/src/db/migrations/README.md);
//   4. once the successor is ready, the balancer sends it requests again.
// If a successor does not become ready, the upgrade stops there: that instance stays out
// of the balancer and the others keep serving the old version.

export interface ReplaceableInstance {
  port: number;
  /** Stops the instance and resolves once it has exited. */
  stop(): Promise<void>;
}

export interface UpgradeSteps<T extends ReplaceableInstance> {
  /** Makes the balancer send new requests only to the instances not on these ports. */
  drain(ports: number[]): Promise<void>;
  /** Starts the new version on the old one's port; resolves once it is ready. */
  startSuccessor(old: T): Promise<T>;
}

/** Replaces every instance by its successor, one at a time; returns the successors. */
export async function upgradeOneByOne<T extends ReplaceableInstance>(
  instances: readonly T[],
  { drain, startSuccessor }: UpgradeSteps<T>,
): Promise<T[]> {
  const upgraded: T[] = [];
  for (const instance of instances) {
    await drain([instance.port]);
    await instance.stop();
    upgraded.push(await startSuccessor(instance));
    await drain([]);
  }
  return upgraded;
}
