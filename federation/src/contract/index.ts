// The deployment contract the shell, the server and the commands read: which remotes
// exist, how their builds are packaged, what a build needs from the page and whether
// the shell provides it, and the runtime manifest that says where each remote lives.
export * from './remotes';
export * from './artefacts';
export * from './artefact-files';
export * from './deploy-descriptor';
export * from './startup-data';
export * from './shell-descriptor';
export * from './compatibility';
export * from './integrity';
export * from './runtime-manifest';
export * from './share-chunks';
export * from './lifecycle-assets';
export * from './theme-stylesheets';
export * from './remote-reports';
export * from './preview-links';
export * from './embedded-responses';
