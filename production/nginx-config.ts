// The nginx configuration of the production setup: nginx serves the built shell and
// the remotes' artefact folders from disk (with their precompressed .gz variants) and
// balances /api and the runtime files over the API instances. Static responses carry the
// same security headers and Content-Security-Policy the API would send with them.
import { mkdirSync, symlinkSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { REMOTES, remotePublicPath } from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../api/src/config';
import { IMMUTABLE } from '../api/src/static-site/cache-control';
import { contentSecurityPolicy } from '../api/src/static-site/content-security-policy';
import { helmetHeaders } from '../api/src/http/security-headers';

export interface NginxSetup {
  listenPort: number;
  /** Ports of the API instances on 127.0.0.1. */
  apiPorts: number[];
  site: FrontendSettings;
  /** Folders laid out as /remotes/<folder>/… , tried in order (see remoteRoots). */
  remoteRoots: string[];
  /** nginx's pid file, logs and temporary files. */
  workDir: string;
  /**
   * Who nginx's workers run as when it is started as root: the invoking user (see
   * workerUser). Undefined otherwise: nginx then runs its workers as whoever started it.
   */
  workerUser?: string;
}

/**
 * Started as root, nginx runs its workers as `nobody`, who cannot read a checkout in a
 * folder only its owner can read (as `mktemp -d` makes): every file would be "Permission
 * denied". So they run as the invoking user, who can read everything the setup serves.
 */
export function workerUser(): string | undefined {
  return process.geteuid?.() === 0 ? userInfo().username : undefined;
}

/** Headers every static response gets, as the API sends them with its files. */
function baseHeaders(site: FrontendSettings): Record<string, string> {
  return {
    ...helmetHeaders(),
    'content-security-policy': contentSecurityPolicy(site.remoteOrigins, site.runtimeConfig),
  };
}

/**
 * A remote's version folders live in two places: those deploys published (first) and
 * those the builds wrote. nginx maps a URL onto one folder, so each place gets a folder of
 * links with the URL's layout (remotes/<folder> → that place's folder of the remote).
 */
export function remoteRoots(site: FrontendSettings, workDir: string): string[] {
  const places = { published: site.publishedArtefactDirs, built: site.remoteBuildDirs };
  return Object.entries(places).map(([name, dirs]) => {
    const root = path.join(workDir, `${name}-remotes`);
    for (const { folder } of REMOTES) {
      const link = path.join(root, remotePublicPath(folder));
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(dirs[folder], link.replace(/\/$/, ''));
    }
    return root;
  });
}

/**
 * The remotes' version folders, named after their content and never replaced: every file in
 * one cached for good; files beside them (a build's latest.json) revalidated.
 */
function remoteLocations([first, ...others]: string[], headers: Record<string, string>): string {
  const withCache = { ...headers, ...CROSS_ORIGIN, 'cache-control': '$remote_cache_control' };
  const fallbacks = others.map((_, index) => `@remotes-${index + 1}`);
  const location = (match: string, root: string, next: string | undefined) => `
    location ${match} {
      root ${root};${next ? `\n      try_files $uri ${next};` : ''}
${headerLines(withCache)}
    }`;
  return [
    location('^~ /remotes/', first!, fallbacks[0]),
    ...others.map((root, index) => location(fallbacks[index]!, root, fallbacks[index + 1])),
  ].join('\n');
}

/** Public build output of a remote: a shell on another origin may load its modules. */
const CROSS_ORIGIN = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/** add_header lines (nginx drops inherited add_header once a location has its own). */
function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} ${JSON.stringify(value)} always;`)
    .join('\n');
}

/** The section routes, as one case-insensitive nginx regex (the shell's router ignores case). */
function appPagesPattern(): string {
  const routes = REMOTES.map(({ route }) => route.slice(1)).join('|');
  return `^/(?:${routes})(?:/|$)`;
}

/**
 * The shell's build: hashed assets cached for good, everything else revalidated. Home and
 * each section with any path below it get index.html (the browser's router owns them);
 * any other path gets index.html too, so the shell shows its error page, but with a 404
 * so crawlers and link checkers learn it — as the API answers when it serves the shell.
 */
function shellLocations(dir: string, headers: Record<string, string>): string {
  const revalidated = headerLines({ ...headers, 'cache-control': 'no-cache' });
  return `
    # Paths with a file extension are files: missing ones are 404, not the app.
    location ~ ^/[^?]*\\.[^/]*$ {
      root ${dir};
${revalidated}
    }
    location ^~ /assets/ {
      alias ${dir}/assets/;
${headerLines({ ...headers, 'cache-control': IMMUTABLE })}
    }
    location ~* ${appPagesPattern()} {
      root ${dir};
      try_files /index.html =404;
${revalidated}
    }
    location = / {
      root ${dir};
      try_files /index.html =404;
${revalidated}
    }
    location / {
      root ${dir};
      try_files $uri =404;
      error_page 404 /index.html;
${revalidated}
    }`;
}

export function nginxConfig({
  listenPort,
  apiPorts,
  site,
  remoteRoots: roots,
  workDir,
  workerUser: user,
}: NginxSetup): string {
  const proxied = ['^~ /api/', '= /health', '= /ready', '= /remotes.json', '= /config.json']
    .map((match) => `    location ${match} { proxy_pass http://api; }`)
    .join('\n');
  const headers = baseHeaders(site);
  const remotes = remoteLocations(roots, headers);
  return `# Generated by production/start.ts.
daemon off;${user ? `\nuser ${user};` : ''}
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${workDir}/client-body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  # The builds hold a .gz beside every text file.
  gzip_static on;
  map $uri $remote_cache_control {
    ~^/remotes/[^/]+/[^/]+/ "${IMMUTABLE}";
    default "no-cache";
  }

  upstream api {
${apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 1m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    # Longer than any answer the API gives (its database waits are bounded by a few seconds).
    proxy_read_timeout 15s;
    # An instance that is down, or refusing while it shuts down, hands the request to
    # the other one; requests that may have changed data (POST…) are never sent twice.
    proxy_next_upstream error timeout http_502 http_503;

${proxied}
${remotes}
${shellLocations(site.shellDir, headers)}
  }
}
`;
}
