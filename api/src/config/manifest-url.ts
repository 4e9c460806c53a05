import { isIPv4, isIPv6 } from 'node:net';
import { REMOTE_REGISTRY_MSG } from '@hackathon/contracts';

/** The longest manifest URL the registry keeps (the column's CHECK says the same). */
export const MANIFEST_URL_MAX = 2048;

/** A manifest URL checked: the trimmed value, or the message that says what is wrong with it. */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const MSG = REMOTE_REGISTRY_MSG;
const fail = (message: string): UrlCheck => ({ ok: false, message });

/** `scheme://authority` and the rest (path and query) of an absolute entry. */
const ABSOLUTE = /^https?:\/\/([^/?#]*)(.*)$/i;
/** Path and query: RFC 3986 path characters without those a CSP header reads as syntax (; , ' *) or a shell as quoting. */
const PATH_AND_QUERY = /^(?:[A-Za-z0-9\-._~!$&()+=:@/?]|%[0-9A-Fa-f]{2})*$/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A last label the URL parser reads as a number makes the host an IPv4 address (127.1, 0x7f.1, 2130706433). */
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/i;

/**
 * The host and port must be one a CSP source names exactly (issue 22: `a;b` crashed the headers,
 * `*` switched the CSP off): DNS labels, a dotted-quad IPv4 or a bracketed IPv6 without zone, and
 * an optional port 1-65535.
 */
function authorityProblem(authority: string): string | null {
  const parts = /^(\[[^\]]*\]|[^:[\]]*)(?::(.*))?$/.exec(authority);
  if (!parts) return MSG.urlHost;
  const [, host = '', port] = parts;
  if (port !== undefined && !(/^[1-9]\d{0,4}$/.test(port) && Number(port) <= 65535)) return MSG.urlPort;
  if (host.startsWith('[')) return isIPv6(host.slice(1, -1)) && !host.includes('%') ? null : MSG.urlHost;
  const labels = host.split('.');
  if (NUMERIC_LABEL.test(labels.at(-1)!)) return isIPv4(host) ? null : MSG.urlHost;
  return host.length <= 253 && labels.every((label) => DNS_LABEL.test(label)) ? null : MSG.urlHost;
}

/** A path segment with its percent-encodings undone (repeatedly: a server may decode %252e twice). */
function decodedSegment(segment: string): string {
  let value = segment;
  for (let i = 0; i < 4 && /%[0-9a-f]{2}/i.test(value); i++) value = value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return value;
}

/** The ".." rule on the normalised path: %2e%2e and ..%2f are dot segments to a server, so they are refused too. */
function pathProblem(pathAndQuery: string): string | null {
  if (!PATH_AND_QUERY.test(pathAndQuery)) return MSG.urlCharacters;
  const segments = pathAndQuery.split('?')[0]!.split('/').slice(1);
  const bad = segments.some((segment, i) => {
    if (segment === '' && i === segments.length - 1) return false; // a trailing "/": not a manifest, said below
    const decoded = decodedSegment(segment);
    return decoded === '' || decoded === '.' || decoded === '..' || /[/\\]/.test(decoded) || [...decoded].some((ch) => ch < ' ' || ch === '\x7f');
  });
  return bad ? MSG.urlPathSegments : null;
}

/**
 * A registry entry is an absolute http(s) URL (another host: the CSP will allow its folder) or a
 * path on this host starting with a single "/" ("//cdn" would be another origin in disguise), in
 * printable ASCII, without credentials, a fragment or dot segments, naming an mf-manifest.json
 * (what the shell registers). Entries already stored are checked again on every read.
 */
export function checkManifestUrl(raw: unknown): UrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return fail(MSG.urlRequired);
  const value = raw.trim();
  if (value.length > MANIFEST_URL_MAX) return fail(MSG.urlTooLong(MANIFEST_URL_MAX));
  // no spaces, control characters, non-ASCII (homographs) or backslashes (a browser reads "\" as "/")
  if (!/^[\x21-\x7e]+$/.test(value) || value.includes('\\')) return fail(MSG.urlCharacters);
  if (value.includes('#')) return fail(MSG.urlFragment);
  let rest = value;
  if (value.startsWith('//')) return fail(MSG.urlInvalid);
  if (!value.startsWith('/')) {
    const absolute = ABSOLUTE.exec(value);
    if (!absolute) return fail(MSG.urlInvalid);
    const authority = absolute[1]!;
    if (authority.includes('@')) return fail(MSG.urlCredentials);
    const problem = authorityProblem(authority);
    if (problem) return fail(problem);
    // what the browser parses must be what was checked (e.g. xn-- labels that are not punycode)
    try {
      new URL(value);
    } catch {
      return fail(MSG.urlHost);
    }
    rest = absolute[2]!;
  }
  const problem = pathProblem(rest);
  if (problem) return fail(problem);
  if (!rest.split('?')[0]!.endsWith('/mf-manifest.json')) return fail(MSG.urlNotManifest);
  return { ok: true, url: value };
}
