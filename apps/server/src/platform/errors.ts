import type { ErrorCode, FieldErrorCode } from '@croupier/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sqlStateOf } from '../db/sql-state.ts';
import { DomainError, type DomainErrorCode, type ErrorSituation } from './domain-errors.ts';

/** The HTTP status of each catalogue code (API.md): the one place where a domain error meets HTTP. */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  WRONG_CREDENTIALS: 401,
  USER_NOT_FOUND: 404,
  NOT_A_MEMBER: 403,
  NOT_AN_AGENT: 403,
  LOGIN_REQUIRED: 401,
  TRIAL_NOT_ALLOWED: 403,
  DOMAIN_CHECK_FAILED: 403,
  REGION_BLOCKED: 403,
  MAINTENANCE: 503,
  GAME_MAINTENANCE: 409,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  PHONE_INVALID: 400,
  SMS_TOO_MANY_REQUESTS: 429,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_QUOTA_EXCEEDED: 429,
  OPERATION_DISABLED: 403,
  VALIDATION_FAILED: 400,
  INVITATION_CODE_INVALID: 400,
  TERMS_NOT_ACCEPTED: 400,
  PASSWORD_MISMATCH: 400,
  SECOND_VERIFICATION_REQUIRED: 403,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_CONFLICT: 409,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  ACCOUNT_FROZEN: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ALREADY_EXISTS: 409,
  INVALID_STATE: 409,
  PAYMENT_PASSWORD_NOT_SET: 403,
  PAYMENT_PASSWORD_INVALID: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  NOT_IN_TEAM: 403,
  TRANSFERS_FROZEN: 409,
  CONTRACT_RATE_TOO_HIGH: 422,
  CONTRACT_CASCADE_UNCONFIRMED: 409,
  FILE_TYPE_NOT_ALLOWED: 400,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 400,
  SOCIAL_STATE_INVALID: 400,
  SOCIAL_LOGIN_CANCELLED: 400,
  SOCIAL_LOGIN_FAILED: 502,
  SOCIAL_TICKET_INVALID: 400,
  SOCIAL_ALREADY_BOUND: 409,
  CHANNEL_UNAVAILABLE: 409,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  INVALID_SIGNATURE: 401,
  AMOUNT_MISMATCH: 409,
  DAILY_LIMIT_REACHED: 409,
  PAYOUT_ACCOUNT_LIMIT: 409,
  ACCOUNT_NAME_MISMATCH: 400,
  VENDOR_UNAVAILABLE: 409,
  VENDOR_REFUSED: 409,
  WALLET_MODE_IN_USE: 409,
  FOUR_EYES_REQUIRED: 403,
  PROMOTION_CLOSED: 409,
  PROMOTION_NOT_ELIGIBLE: 403,
  WAGERING_OPEN: 409,
  PROMOTION_BUDGET_SPENT: 409,
  NOTHING_TO_CLAIM: 409,
  ENVELOPE_RAIN_CLOSED: 409,
  ENVELOPES_GONE: 409,
  ENVELOPE_ALREADY_GRABBED: 409,
  NO_SPINS_LEFT: 409,
  APPLICATION_PENDING: 409,
  REBATE_ALREADY_CLAIMED: 409,
  ALREADY_SIGNED_IN: 409,
  MISSION_NOT_COMPLETE: 409,
  MISSION_ALREADY_CLAIMED: 409,
  BUDGET_BELOW_SPENT: 400,
  MEASURE_FIXED_ONCE_PAID: 409,
  LOTTERY_GAME_NOT_FOUND: 404,
  ISSUE_CLOSED: 409,
  NUMBER_CAPPED: 422,
  NUMBER_STAKE_LIMIT: 422,
  LINE_STAKE_OUT_OF_RANGE: 422,
  PLAYER_ISSUE_LIMIT: 422,
  LOTTERY_PLAY_UNKNOWN: 422,
  PRIZE_GROUP_NOT_OFFERED: 422,
  SELECTION_MALFORMED: 422,
  SELECTION_OUT_OF_RANGE: 422,
  SELECTION_DUPLICATE: 422,
  SELECTION_TOO_FEW: 422,
  SELECTION_TOO_MANY: 422,
  POINTS_INSUFFICIENT: 409,
  OUT_OF_STOCK: 409,
  INTERNAL_ERROR: 500,
};

/** The code and status each situation answers with (see ErrorSituation for why they differ). */
const SITUATIONS: Record<ErrorSituation, { code: ErrorCode; status: number }> = {
  TOTP_REQUIRED: { code: 'SECOND_VERIFICATION_REQUIRED', status: 401 },
  RECEIVER_FROZEN: { code: 'ACCOUNT_FROZEN', status: 409 },
  DEMO_HAS_NO_PASSWORD: { code: 'VALIDATION_FAILED', status: 409 },
  TRY_AGAIN: { code: 'INTERNAL_ERROR', status: 503 },
};

const isSituation = (code: DomainErrorCode): code is ErrorSituation => Object.hasOwn(SITUATIONS, code);

/** The code and status a domain error answers with. */
export function problemOf(error: DomainError): { code: ErrorCode; status: number } {
  const { code } = error;
  return isSituation(code) ? SITUATIONS[code] : { code, status: STATUS_OF_CODE[code] };
}

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
  schemaPath?: string;
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
    // TypeBox reports an unknown key of a nested object first as the key failing `additionalProperties: false`.
    if (issue.keyword === 'boolean' && issue.schemaPath?.endsWith('/additionalProperties')) {
      fields[base || 'body'] ??= 'NOT_ALLOWED';
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
      done(new DomainError('VALIDATION_FAILED', 'Text may not contain NUL characters.'), undefined);
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
    if (error instanceof DomainError) {
      const { status, code } = problemOf(error);
      return sendProblem(reply, status, code, error.message, error.fields, error.extra);
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
