/** Where a tab keeps its preview link's token (read before the remote support loads). */
export const PREVIEW_STORAGE_KEY = 'previewLink';
