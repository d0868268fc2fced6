// Types of frontends.mjs, for the TypeScript tests that build frontends the way npm start does.
export const ROOT: string;
export function frontends(): string[];
export function staleReason(workspace: string): string | null;
export function productionBuildEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
