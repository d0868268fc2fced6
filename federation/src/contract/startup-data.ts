// Which of a remote's start-up data (deploy.json's startupData) a page reads: apart from the
// descriptor's schema, so the shell's remote support can read it without bringing zod along.
import type { DeployDescriptor } from './deploy-descriptor';

/**
 * The API paths `page` reads as it starts, per `startupData`: those of the longest listed
 * path that is the page or a page above it.
 */
export function startupDataFor(
  startupData: DeployDescriptor['startupData'],
  page: string,
): readonly string[] {
  const owner = Object.keys(startupData ?? {})
    .filter((listed) => page === listed || page.startsWith(`${listed}/`))
    .sort((a, b) => b.length - a.length)[0];
  return owner === undefined ? [] : startupData![owner]!;
}
