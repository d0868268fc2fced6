// Artefact folders on disk (Node only): packaging a build, and finding a remote's latest.
export {
  artefactContentHash,
  packageArtefact,
  stagingDir,
  type ArtefactDescription,
} from './package-artefact';
export { latestBuildDir } from './latest-build';
