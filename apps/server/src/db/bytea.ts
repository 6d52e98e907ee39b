import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (an uploaded proof image): pg answers a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
