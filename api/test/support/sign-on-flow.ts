// A single sign-on driven without a browser: the redirects followed by hand, each host's
// cookies kept as a browser would, the provider's sign-in page filled in or cancelled.
// Each step is its own function, so tests can stop, replay or tamper between them.
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.byHost.get(url.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  keep(url: URL, response: Response) {
    const cookies = this.byHost.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.byHost.set(url.host, cookies);
  }

  /** A copy, as another tab of the same browser would hold it later. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [host, cookies] of this.byHost) copy.byHost.set(host, new Map(cookies));
    return copy;
  }
}

/** One request as a browser makes it (no redirect followed); the jar keeps what it sets. */
export async function visit(
  jar: CookieJar,
  address: string | URL,
  init: { method?: string; form?: Record<string, string> } = {},
) {
  const url = new URL(address);
  const response = await fetch(url, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    redirect: 'manual',
    headers: {
      cookie: jar.header(url),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  jar.keep(url, response);
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location, url) : undefined,
    body: await response.text(),
  };
}

/** Follows redirects until one leads where `stop` says; returns that address. */
export async function followUntil(
  jar: CookieJar,
  from: URL,
  stop: (url: URL) => boolean,
): Promise<URL> {
  let next = from;
  for (let hops = 0; hops < 10; hops++) {
    if (stop(next)) return next;
    const answer = await visit(jar, next);
    if (!answer.location) return next;
    next = answer.location;
  }
  throw new Error('too many redirects');
}

/**
 * Starts a sign-on at the app and goes as far as the provider's sign-in page, which the
 * result can fill in (`signInAs`) or cancel (`cancel`); both end at the app's callback
 * address, not yet visited.
 */
export async function startSignOn(appUrl: string, jar = new CookieJar()) {
  const callback = new URL('/api/accounts/sign-on/callback/', appUrl);
  const atCallback = (url: URL) => url.host === callback.host && url.pathname === callback.pathname;
  const started = await visit(jar, new URL('/api/accounts/sign-on/start/', appUrl));
  if (started.status !== 303 || !started.location) {
    throw new Error(`the start answered ${started.status}`);
  }
  const authorize = started.location;
  const page = await followUntil(jar, authorize, (url) => url.pathname.startsWith('/interaction/'));
  const html = (await visit(jar, page)).body;
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
  if (!action || !abort) throw new Error(`no sign-in page at ${page}:\n${html}`);
  return {
    jar,
    authorize,
    async signInAs(login: string): Promise<URL> {
      const answer = await visit(jar, new URL(action, page), {
        form: { prompt: 'login', login, password: 'any password' },
      });
      return followUntil(jar, answer.location!, atCallback);
    },
    async cancel(): Promise<URL> {
      const answer = await visit(jar, new URL(abort, page));
      return followUntil(jar, answer.location!, atCallback);
    },
  };
}
