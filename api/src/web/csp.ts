import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config';

/** Origins of remotes configured on other hosts (REMOTE_URL_* with an absolute URL). */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Helmet with a CSP for the federated shell: code, styles and data from this origin and the
 * remotes' origins; MUI/emotion inject <style> tags; frames for PDFs (blob:) and YouTube.
 */
export function helmetOptions(config: AppConfig): HelmetOptions {
  const remotes = remoteOrigins(config);
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
