import type { Multipart } from '@fastify/multipart';
import { RECEIPT_LIMITS, RECEIPT_RESULTS, imageTypeOf, type ReceiptResult } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import type { ProofImage } from './repository.ts';

export interface ReceiptForm {
  result: ReceiptResult;
  amountReceived: string | undefined;
  remark: string;
  images: ProofImage[];
}

const FIELDS = new Set(['result', 'amountReceived', 'remark']);

/**
 * The parser's own limits: it stops reading at the fourth file or at a file's 5 MB + 1st byte, so an oversized
 * upload is never held in memory whole. A field is far shorter than 1 kB (the remark is 140 characters).
 */
export const RECEIPT_PARSER_LIMITS = {
  files: RECEIPT_LIMITS.maxImages,
  fileSize: RECEIPT_LIMITS.maxImageBytes,
  fields: FIELDS.size,
  fieldSize: 1024,
  parts: FIELDS.size + RECEIPT_LIMITS.maxImages,
  headerPairs: 20,
};

const tooLarge = (file?: string) =>
  new DomainError(
    'FILE_TOO_LARGE',
    `Each image may be at most ${RECEIPT_LIMITS.maxImageBytes / 1024 / 1024} MB.`,
    { images: 'FILE_TOO_LARGE' },
    file === undefined ? undefined : { file },
  );
const tooMany = () =>
  new DomainError('TOO_MANY_FILES', `At most ${RECEIPT_LIMITS.maxImages} images.`, {
    images: 'TOO_MANY_FILES',
  });

/** What the multipart parser throws, as the catalogue's codes: a bad upload is the client's error, never a 5xx. */
function asProblem(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge((error as { part?: { filename?: string } }).part?.filename);
    case 'FST_FILES_LIMIT':
      return tooMany();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the receipt as multipart/form-data.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return validationFailed({ body: 'NOT_ALLOWED' }, 'The form has more parts than a receipt.');
  }
  return new DomainError('MALFORMED_REQUEST', 'The upload could not be read.');
}

function checkedField(part: Extract<Multipart, { type: 'field' }>, seen: Set<string>): string {
  if (!FIELDS.has(part.fieldname) || seen.has(part.fieldname))
    throw validationFailed({ [part.fieldname]: 'NOT_ALLOWED' });
  seen.add(part.fieldname);
  if (part.valueTruncated) throw validationFailed({ [part.fieldname]: 'TOO_LONG' });
  const value = String(part.value);
  // PostgreSQL text cannot hold NUL; refusing it here keeps it a 400.
  if (value.includes('\u0000')) throw validationFailed({ [part.fieldname]: 'INVALID' });
  return value;
}

/** An image is accepted by what its bytes are (png or jpg), whatever its name or declared type says. */
async function checkedImage(part: Extract<Multipart, { type: 'file' }>): Promise<ProofImage | null> {
  if (part.fieldname !== 'images') {
    await part.toBuffer().catch(() => undefined);
    throw validationFailed({ [part.fieldname]: 'NOT_ALLOWED' });
  }
  const data = await part.toBuffer();
  // An empty, nameless part is what a browser sends for a file input left empty.
  if (data.byteLength === 0 && !part.filename) return null;
  // Checked again here: the parser's limit is the first guard, not the only one.
  if (data.byteLength > RECEIPT_LIMITS.maxImageBytes) throw tooLarge(part.filename);
  const contentType = imageTypeOf(data);
  if (!contentType)
    throw new DomainError(
      'FILE_TYPE_NOT_ALLOWED',
      'Only png and jpg images are accepted.',
      { images: 'FILE_TYPE_NOT_ALLOWED' },
      { file: part.filename },
    );
  return { contentType, data };
}

/**
 * Reads the whole receipt form before anything touches the database (no I/O inside a transaction): fields
 * `result`, `amountReceived`, `remark` and up to three `images`.
 */
export async function readReceiptForm(request: FastifyRequest): Promise<ReceiptForm> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const images: ProofImage[] = [];
  try {
    for await (const part of request.parts({ limits: RECEIPT_PARSER_LIMITS })) {
      if (part.type === 'field') fields[part.fieldname] = checkedField(part, seen);
      else {
        const image = await checkedImage(part);
        if (image) images.push(image);
        if (images.length > RECEIPT_LIMITS.maxImages) throw tooMany();
      }
    }
  } catch (error) {
    throw asProblem(error);
  }
  const result = RECEIPT_RESULTS.find((r) => r === fields.result);
  if (!result) throw validationFailed({ result: fields.result ? 'INVALID' : 'REQUIRED' });
  return {
    result,
    amountReceived: fields.amountReceived?.trim() || undefined,
    remark: (fields.remark ?? '').trim(),
    images,
  };
}
