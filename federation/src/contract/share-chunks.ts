// The shell's own chunks for each share it provides, written into its index.html. When a
// remote starts, the federation runtime loads every share the remote lists from the shell's
// build, one import after another; knowing the files, the shell fetches them together with
// the remote's own chunks instead.

/** The id of the `<script type="application/json">` in the shell's index.html that holds them. */
export const SHARE_CHUNKS_ELEMENT_ID = 'share-chunks';

/** Share name (`primereact/datatable`) → its chunks in the shell's build, relative to its root. */
export type ShareChunks = Record<string, string[]>;

/** How the federation plugin writes characters of a share's name into its files' names. */
const FILE_NAME_CODES: [character: string, code: string][] = [
  ['@', '_mf_0_'],
  ['/', '_mf_1_'],
  ['-', '_mf_2_'],
  ['.', '_mf_3_'],
];

/** A share's name as it appears in its chunks' file names (`primereact_mf_1_datatable`). */
export const shareNameInFiles = (name: string): string =>
  FILE_NAME_CODES.reduce((encoded, [character, code]) => encoded.replaceAll(character, code), name);

/** The share's name back from its form in a file name. */
export const shareNameFromFiles = (encoded: string): string =>
  FILE_NAME_CODES.reduce((name, [character, code]) => name.replaceAll(code, character), encoded);
