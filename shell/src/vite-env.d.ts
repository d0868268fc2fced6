declare module 'virtual:module-feedback/primereact-provider' {
  /** Lazy loaders of every primereact/* module the frontends import. */
  export const primeReactModules: (() => Promise<unknown>)[];
}
