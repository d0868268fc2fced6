// The singleton versions this shell build provides to remotes, compiled in by the
// federation package's shell config (tests run without it and see none).
import type { ProvidedSingletons } from '@module-feedback/federation/contract';

declare const __PROVIDED_SINGLETONS__: ProvidedSingletons | undefined;

export const providedSingletons: ProvidedSingletons =
  typeof __PROVIDED_SINGLETONS__ === 'undefined' ? {} : __PROVIDED_SINGLETONS__;
