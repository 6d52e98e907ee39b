import type { FastifyBaseLogger } from 'fastify';

/**
 * What commands, jobs and workers log: warnings and errors, to the app's pino logger (`app.log`,
 * `request.log`). Named here so that code outside the route layer does not import Fastify.
 */
export type Logger = Pick<FastifyBaseLogger, 'error' | 'warn'>;
