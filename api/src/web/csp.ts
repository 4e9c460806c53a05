import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config';

/**
 * The origins the CSP must allow for these manifest URLs: each absolute URL's origin, once (paths
 * on this host are 'self' already). Sorted, so the same registry always gives the same header.
 */
export function remoteOriginsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a malformed stored value allows nothing (it is refused on the way in anyway)
    }
  }
  return [...origins].sort();
}

/** Origins of remotes configured on other hosts (REMOTE_URL_* with an absolute URL): the registry's defaults. */
export function remoteOrigins(config: AppConfig): string[] {
  return remoteOriginsOf(Object.values(config.remotes));
}

/**
 * Helmet with a CSP for the federated shell: code, styles and data from this origin and the
 * remotes' origins (`remotes`: from the run-time registry; the configured defaults when not
 * given); MUI/emotion inject <style> tags; frames for PDFs (blob:) and YouTube.
 */
export function helmetOptions(config: AppConfig, remotes: readonly string[] = remoteOrigins(config)): HelmetOptions {
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
 * The security headers of every response, with the CSP's remote origins taken per response from
 * the run-time registry (`origins`: cached briefly by RemoteRegistryService), so a remote moved to
 * another origin is allowed on the next page load without a restart. One helmet per distinct set
 * of origins, made once.
 */
export function securityHeaders(config: AppConfig, origins: (res: Response) => Promise<readonly string[]>): RequestHandler {
  const helmets = new Map<string, RequestHandler>();
  const helmetFor = (list: readonly string[]): RequestHandler => {
    const key = list.join(' ');
    let handler = helmets.get(key);
    if (!handler) {
      if (helmets.size >= MAX_HELMETS) helmets.delete(helmets.keys().next().value!);
      handler = helmet(helmetOptions(config, list)) as unknown as RequestHandler;
      helmets.set(key, handler);
    }
    return handler;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    origins(res).then(
      (list) => helmetFor(list)(req, res, next),
      // the registry answers with its defaults when the database is down; this is a last resort
      () => helmetFor(remoteOrigins(config))(req, res, next),
    );
  };
}
