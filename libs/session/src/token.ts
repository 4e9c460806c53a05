/** Claims the client reads from a JWT payload (never trusted for security: the server checks). */
export interface TokenPayload {
  sub?: string;
  role?: string;
  exp?: number;
  email?: string;
  schoolCode?: string;
  region?: string;
  teamId?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // binary string -> UTF-8 text without TextDecoder (absent in some test sandboxes)
  return decodeURIComponent(
    Array.from(binary, (char) => '%' + char.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
  );
}

export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    return payload !== null && typeof payload === 'object' ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** True when the token carries an expiry in the past. A token without `exp` is left to the server. */
export function isTokenExpired(payload: TokenPayload | null, nowMs: number = Date.now()): boolean {
  return typeof payload?.exp === 'number' && payload.exp * 1000 <= nowMs;
}
