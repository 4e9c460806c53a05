import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Logger } from '@nestjs/common';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config';

/**
 * What a CSP source made from an entry may look like: scheme, a DNS or IP host, a port and a
 * folder, and nothing a header reads as syntax (";" and "," made helmet throw, issue 22) or as a
 * wildcard ("https://*" switched the CSP off). The registry refuses worse on the way in and on
 * read; this keeps a REMOTE_URL_* default or anything missed out of the header as well.
 */
const SAFE_SOURCE = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:\/(?:[A-Za-z0-9\-._~!$&()+=:@/]|%[0-9A-Fa-f]{2})*)?$/;

/**
 * The CSP source for one manifest URL: the folder it sits in (`https://cdn.example.org/team/v3/`),
 * or the bare origin for a manifest at the root of its host; null for a path on this host ('self'
 * already) or anything that is not a safe source. Path-scoped, so a remote on a shared CDN allows
 * that folder only: the manifest (connect-src) and, with publicPath 'auto', remoteEntry.js and
 * every chunk, style, font and image of the build are in it.
 */
export function remoteSourceOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const { origin, pathname } = new URL(url);
    const folder = pathname.slice(0, pathname.lastIndexOf('/') + 1);
    const source = folder === '/' ? origin : `${origin}${folder}`;
    return SAFE_SOURCE.test(source) ? source : null;
  } catch {
    return null;
  }
}

/** The CSP sources of these manifest URLs, once each and sorted (the same registry always gives the same header). */
export function remoteSourcesOf(urls: Iterable<string>): string[] {
  const sources = new Set<string>();
  for (const url of urls) {
    const source = remoteSourceOf(url);
    if (source) sources.add(source);
  }
  return [...sources].sort();
}

/** Sources of remotes configured on other hosts (REMOTE_URL_* with an absolute URL): the registry's defaults. */
export function remoteSources(config: AppConfig): string[] {
  return remoteSourcesOf(Object.values(config.remotes));
}

/**
 * Helmet with a CSP for the federated shell: code, styles and data from this origin and the
 * remotes' sources (`remotes`: from the run-time registry; the configured defaults when not
 * given); MUI/emotion inject <style> tags; frames for PDFs (blob:) and YouTube.
 */
export function helmetOptions(config: AppConfig, remotes: readonly string[] = remoteSources(config)): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        frameSrc: ["'self'", 'blob:', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // served over plain http on localhost and behind TLS-terminating proxies alike
    strictTransportSecurity: config.isProduction ? undefined : false,
  };
}

/** Distinct origin sets seen: a registry has a handful over its life; past this the oldest is dropped. */
const MAX_HELMETS = 32;

/**
 * The security headers of every response, with the CSP's remote sources taken per response from
 * the run-time registry (`origins`: cached briefly by RemoteRegistryService), so a remote moved to
 * another origin is allowed on the next page load without a restart. One helmet per distinct set
 * of sources, made once. A set helmet refuses gets the defaults and one log line: a throw here ran
 * in a promise nobody caught and ended the process on every request (issue 22).
 */
export function securityHeaders(config: AppConfig, origins: (res: Response) => Promise<readonly string[]>): RequestHandler {
  const logger = new Logger('SecurityHeaders');
  const defaults = helmet(helmetOptions(config)) as unknown as RequestHandler;
  const helmets = new Map<string, RequestHandler>();
  const helmetFor = (list: readonly string[]): RequestHandler => {
    const key = list.join(' ');
    let handler = helmets.get(key);
    if (!handler) {
      try {
        handler = helmet(helmetOptions(config, list)) as unknown as RequestHandler;
      } catch (error) {
        // kept for the key below, so this is logged once per set, not per request
        logger.error(`Could not build the security headers for the remote sources ${JSON.stringify(list)} (${(error as Error).message}); sending the defaults`);
        handler = defaults;
      }
      if (helmets.size >= MAX_HELMETS) helmets.delete(helmets.keys().next().value!);
      helmets.set(key, handler);
    }
    return handler;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    origins(res)
      // the registry answers with its defaults when the database is down; this is a last resort
      .then(helmetFor, () => defaults)
      .then((handler) => handler(req, res, next))
      // never an unhandled rejection: that ends the process
      .catch((error: unknown) => next(error));
  };
}
