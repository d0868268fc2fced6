// What `npm run deploy` prints for a canary: started, promoted or aborted.
import type { Canary } from '../deployments/canaries';

export function printCanaryStart(canary: Canary, notes: string[], live: string): void {
  for (const note of notes) console.log(`deploy: note: ${note}`);
  console.log(
    `deploy: ${canary.deployable} ${canary.version} is live for ${canary.share}% of browsers ` +
      `as a canary (canary #${canary.id}); the others keep ${live}. ` +
      `End it with: npm run deploy -- ${canary.deployable} --promote (or --abort)`,
  );
}

export function printCanaryAbort(canary: Canary): void {
  console.log(
    `deploy: the canary of ${canary.deployable} ${canary.version} is aborted; ` +
      'every browser loads the live version from its next load.',
  );
}
