// The shell's own chunks for each share it provides, written into its index.html. When a
// remote starts, the federation runtime loads every share the remote lists from the shell's
// build, one import after another; knowing the files, the shell fetches them together with
// the remote's own chunks instead.

/** The id of the `<script type="application/json">` in the shell's index.html that holds them. */
export const SHARE_CHUNKS_ELEMENT_ID = 'share-chunks';

/** Share name (`primereact/datatable`) → its chunks in the shell's build, relative to its root. */
export type ShareChunks = Record<string, string[]>;
