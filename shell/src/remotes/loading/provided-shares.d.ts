// The module the federation package's shell build serves (its provided-shares.ts).
declare module 'virtual:module-feedback/provided-shares' {
  import type { UserOptions } from '@module-federation/runtime/types';

  export const providedShares: NonNullable<UserOptions['shared']>;
}
