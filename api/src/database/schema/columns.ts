import { customType } from 'drizzle-orm/pg-core';

/** Binary file contents (the drivers hand back a Buffer or a Uint8Array: always a Buffer here). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
