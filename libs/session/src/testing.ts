/** Test helpers: unsigned JWT-shaped tokens (the client only reads the payload). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const utf8 = encodeURIComponent(JSON.stringify(value)).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    return btoa(utf8).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
