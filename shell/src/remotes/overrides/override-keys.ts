/** Where a tab keeps the developer overrides it was asked for (read before the remote support loads). */
export const OVERRIDES_STORAGE_KEY = 'remoteOverrides';
