// What a deploy checks of an artefact before making it live. Each refusal is a sentence a
// deployer can act on; --force overrides them (never the problems artefact-source.ts
// reports, without which there is nothing sensible to deploy).
import {
  incompatibilities,
  sha384Integrity,
  type ProvidedSingletons,
} from '@module-feedback/federation/contract';
import type { ArtefactContents } from './artefact-source';

export async function artefactRefusals(
  artefact: ArtefactContents,
  provided: ProvidedSingletons | undefined,
): Promise<string[]> {
  const refusals: string[] = [];
  const { descriptor } = artefact;
  if ('problem' in artefact.entry) {
    refusals.push(artefact.entry.problem);
  } else {
    const actual = await sha384Integrity(artefact.entry.bytes);
    if (actual !== descriptor.integrity) {
      refusals.push(
        `the entry's bytes do not match the sha384 in deploy.json (${actual}, expected ${descriptor.integrity})`,
      );
    }
  }
  if (artefact.tampered) refusals.push(artefact.tampered);
  if (provided) {
    refusals.push(...incompatibilities(descriptor, provided));
  } else {
    refusals.push(
      'what the shell provides is not known because it is not built: run npm run build -w shell (npm start builds it)',
    );
  }
  return refusals;
}
