/**
 * `{"message":"hi","k0":0,"k1":1,...}` of about `bytes` bytes, as bytes ready to send: the body that
 * froze the process before issue 22 (1 MB, 71,000 keys). Used by the integration test of the refusals
 * and by the bench's figure of how the health check fares meanwhile.
 */
export function wideBody(bytes: number): Buffer {
  const parts = ['"message":"hi"'];
  let size = 16;
  for (let i = 0; size < bytes; i += 1) {
    const part = `"k${i}":${i}`;
    parts.push(part);
    size += part.length + 1;
  }
  return Buffer.from(`{${parts.join(',')}}`);
}
