import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * A failure the game UI must handle: the HTTP status carries its class, `code` is stable (apps/studio/API.md)
 * and `fields` maps a field of the request to what is wrong with it.
 */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationFailed = (fields: Record<string, string>, message = 'Some fields are not valid.') =>
  new StudioError(400, 'VALIDATION_FAILED', message, fields);

export const sessionExpired = () =>
  new StudioError(401, 'SESSION_EXPIRED', 'The game session is over; open the game again from the lobby.');

export const walletUnavailable = () =>
  new StudioError(
    503,
    'WALLET_UNAVAILABLE',
    'The wallet did not answer in time. The round is kept and will be settled; check your balance shortly.',
  );

/**
 * Every error leaves as `{ code, message, fields? }`. A client's mistake Fastify catches (unreadable JSON, a body
 * too large, a wrong content type) is a 4xx like ours; anything else is logged and answered without internals.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | StudioError, request, reply) => {
    if (error instanceof StudioError) {
      return reply.code(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.fields && Object.keys(error.fields).length > 0 ? { fields: error.fields } : {}),
      });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ code: status === 400 ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'studio request failed');
    return reply.code(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url}` }),
  );
}
