import type { ErrorCode, FieldErrorCode } from '@croupier/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sqlStateOf } from '../db/sql-state.ts';

/** A failure the client caused or must handle; it becomes a problem JSON answer with a stable code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    // A field can carry a generic reason (REQUIRED, INVALID…) or a specific catalogue code (SMS_CODE_EXPIRED…).
    readonly fields?: Record<string, FieldErrorCode | ErrorCode>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'The resource') => new AppError(404, 'NOT_FOUND', `${what} does not exist.`);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'You may not do this.');
export const validationFailed = (
  fields: Record<string, FieldErrorCode>,
  message = 'Some fields are not valid.',
) => new AppError(400, 'VALIDATION_FAILED', message, fields);

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  fields?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      ...extra,
      type: `https://croupier.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: TITLES[status] ?? 'Error',
      status,
      code,
      detail,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    });
}

interface SchemaIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns schema-validation issues into `fields: { name: REASON }` so forms can show them under the field. */
export function fieldsFromValidation(issues: readonly SchemaIssue[]): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const base = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'required') {
      const missing = (issue.params?.requiredProperties as string[] | undefined) ?? [
        issue.params?.missingProperty as string,
      ];
      for (const name of missing.filter(Boolean)) fields[base ? `${base}.${name}` : name] ??= 'REQUIRED';
      continue;
    }
    if (issue.keyword === 'additionalProperties') {
      const extras = (issue.params?.additionalProperties as string[] | undefined) ?? [
        issue.params?.additionalProperty as string,
      ];
      for (const name of extras.filter(Boolean)) fields[base ? `${base}.${name}` : name] ??= 'NOT_ALLOWED';
      continue;
    }
    const reason: FieldErrorCode =
      issue.keyword === 'minLength' || issue.keyword === 'minItems' || issue.keyword === 'minimum'
        ? 'TOO_SHORT'
        : issue.keyword === 'maxLength' || issue.keyword === 'maxItems' || issue.keyword === 'maximum'
          ? 'TOO_LONG'
          : 'INVALID';
    fields[base || 'body'] ??= reason;
  }
  return fields;
}

/**
 * JSON bodies through Fastify's own safe parser (prototype-poisoning checks), refusing NUL characters, which
 * PostgreSQL cannot store in text: they would otherwise surface as a database error instead of a 400.
 */
export function registerSafeJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && /\\u0000/i.test(body)) {
      done(new AppError(400, 'VALIDATION_FAILED', 'Text may not contain NUL characters.'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

// PostgreSQL errors that only bad input can cause: untranslatable characters, values out of range, too complex.
const CLIENT_SQLSTATES = new Set(['22021', '22P05', '22003', '22001', '54001']);

/** What a 5xx leaves in the log: the message and stack without bound parameters, which may hold secrets. */
function loggableError(error: Error) {
  return {
    type: error.name,
    message: error.message.split('\nparams:')[0],
    code: sqlStateOf(error),
    stack: error.stack?.split('\nparams:')[0],
  };
}

/** One error handler for the player, agent and operator APIs: problem JSON, never internals on a 5xx. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, error.status, error.code, error.message, error.fields, error.extra);
    }
    if (error.validation) {
      const fields = fieldsFromValidation(error.validation as SchemaIssue[]);
      return sendProblem(reply, 400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendProblem(reply, 400, 'MALFORMED_REQUEST', 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendProblem(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendProblem(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here.');
      case 'FST_ERR_RATE_LIMIT_EXCEEDED':
        return sendProblem(reply, 429, 'RATE_LIMITED', 'Too many requests; try again later.');
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return sendProblem(reply, 400, 'MALFORMED_REQUEST', 'The request could not be read.');
    }
    if (error.statusCode === 429)
      return sendProblem(reply, 429, 'RATE_LIMITED', 'Too many requests; try again later.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, error.statusCode, 'MALFORMED_REQUEST', 'The request could not be processed.');
    }
    if (CLIENT_SQLSTATES.has(sqlStateOf(error) ?? '')) {
      return sendProblem(reply, 400, 'VALIDATION_FAILED', 'Some values cannot be stored.');
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return sendProblem(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  });
}
