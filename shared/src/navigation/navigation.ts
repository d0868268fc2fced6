// Remotes render in their own React roots, outside the shell's router. They navigate
// through this registry, which the shell fills with its router's navigate, so moving
// between sections never reloads the page.

export type Navigate = (to: string) => void;

const fullPageNavigate: Navigate = (to) => window.location.assign(to);
let current: Navigate = fullPageNavigate;

/** The shell registers its router here; the returned function undoes it. */
export function registerNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = fullPageNavigate;
  };
}

/** Goes to an app path through whichever router is registered (a full page load otherwise). */
export function navigateTo(to: string): void {
  current(to);
}
