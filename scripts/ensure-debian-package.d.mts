// Types of ensure-debian-package.mjs, for the TypeScript that installs what it runs.
/** Installs a Debian package with apt-get when the program it provides is missing. */
export function ensureDebianPackage(program: string, packageName: string): void;
