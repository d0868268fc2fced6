// Files the server writes into the shell's page for the shell to take instead of asking for
// them (config.json; on a remote's route, its deploy.json and federation manifest): each one a
// `<script type="application/json" data-response-for="<path>">` holding the file's text as a
// JSON string, so its bytes, and the sha384 checked over them, are exactly the file's.
// Imported on its own (`@module-feedback/federation/embedded-responses`): the shell's first
// load reads it, and the rest of the contract would come with the contract's index.

/** The attribute naming the path (and query, if any) whose response the script holds. */
export const EMBEDDED_RESPONSE_ATTRIBUTE = 'data-response-for';
