// A tiny HTTP client for the suite: JSON in, JSON out, status and headers kept.
export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON and the like). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Replies are checked with matchers, so their bodies are deliberately loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Client {
  request<T = Loose>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  get<T = Loose>(path: string, options?: RequestOptions): Promise<Reply<T>>;
  post<T = Loose>(path: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  put<T = Loose>(path: string, body?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  delete<T = Loose>(path: string, options?: RequestOptions): Promise<Reply<T>>;
}

export function client(baseUrl: string): Client {
  async function request<T>(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined && !('content-type' in headers)) {
      headers['content-type'] = 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) {
      body = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
