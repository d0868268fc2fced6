// Artefact folders on disk (Node only): packaging a build, and finding a remote's latest.
export {
  packageArtefact,
  packageShell,
  stagingDir,
  versionName,
  type ArtefactDescription,
  type ShellDescription,
} from './package-artefact';
export {
  contentHashOf,
  describeFiles,
  fileIntegrity,
  readFolderFiles,
  regularFilesUnder,
} from './artefact-contents';
export { latestBuildDir } from './latest-build';
