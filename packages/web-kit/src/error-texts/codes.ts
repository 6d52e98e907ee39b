/**
 * Codes no server sends: the client makes them up when there was no answer at all (NETWORK) or an answer
 * without a problem body (UNKNOWN).
 */
export const CLIENT_ERROR_CODES = ['NETWORK', 'UNKNOWN'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** The console also words CONFLICT, which older endpoints answered before ALREADY_EXISTS. */
export type ConsoleOnlyCode = ClientErrorCode | 'CONFLICT';
