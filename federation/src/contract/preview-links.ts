// Preview links between the shell and the server: the address carries the link's token in
// this parameter, remotes.json is asked with it, and the banner asks the server what it opens.
export const PREVIEW_PARAMETER = 'preview';
export const PREVIEW_CHECK_PATH = '/api/previews/';
