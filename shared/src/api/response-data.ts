// What every typed call answers: the body of the server's response.

/** The parsed JSON body of a request's response. */
export const data = async <T>(request: Promise<{ data: T }>): Promise<T> => (await request).data;

/** `?force=true` asks the server to delete a module or year together with its feedback. */
export const forceParams = (force: boolean | undefined) => (force ? { force: 'true' } : undefined);
