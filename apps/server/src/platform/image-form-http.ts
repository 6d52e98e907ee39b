import type { Multipart } from '@fastify/multipart';
import { RECEIPT_LIMITS, imageTypeOf } from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, validationFailed } from './domain-errors.ts';

/** An uploaded proof image: its type read from its own bytes. */
export interface ProofImage {
  contentType: 'image/png' | 'image/jpeg';
  data: Uint8Array;
}

/** A form of short text fields and up to three png/jpg images (a withdrawal receipt, a promotion application). */
export interface ImageForm {
  fields: Record<string, string>;
  images: ProofImage[];
}

/**
 * The parser's own limits for a form with these fields: it stops reading at the fourth file or at a file's
 * 5 MB + 1st byte, so an oversized upload is never held in memory whole. A field is far shorter than 1 kB (a
 * remark is 140 characters).
 */
export const imageFormLimits = (fields: ReadonlySet<string>) => ({
  files: RECEIPT_LIMITS.maxImages,
  fileSize: RECEIPT_LIMITS.maxImageBytes,
  fields: fields.size,
  fieldSize: 1024,
  // One part more than a full form, so a fourth image trips the files limit (TOO_MANY_FILES) first.
  parts: fields.size + RECEIPT_LIMITS.maxImages + 1,
  headerPairs: 20,
});

const tooLarge = (field: string, file?: string) =>
  new DomainError(
    'FILE_TOO_LARGE',
    `Each image may be at most ${RECEIPT_LIMITS.maxImageBytes / 1024 / 1024} MB.`,
    { [field]: 'FILE_TOO_LARGE' },
    file === undefined ? undefined : { file },
  );
const tooMany = (field: string) =>
  new DomainError('TOO_MANY_FILES', `At most ${RECEIPT_LIMITS.maxImages} images.`, {
    [field]: 'TOO_MANY_FILES',
  });

/** What the multipart parser throws, as the catalogue's codes: a bad upload is the client's error, never a 5xx. */
function asProblem(error: unknown, fileField: string): unknown {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(fileField, (error as { part?: { filename?: string } }).part?.filename);
    case 'FST_FILES_LIMIT':
      return tooMany(fileField);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return validationFailed({ body: 'NOT_ALLOWED' }, 'The form has more parts than it takes.');
  }
  return new DomainError('MALFORMED_REQUEST', 'The upload could not be read.');
}

function checkedField(
  part: Extract<Multipart, { type: 'field' }>,
  allowed: ReadonlySet<string>,
  seen: Set<string>,
): string {
  if (!allowed.has(part.fieldname) || seen.has(part.fieldname))
    throw validationFailed({ [part.fieldname]: 'NOT_ALLOWED' });
  seen.add(part.fieldname);
  if (part.valueTruncated) throw validationFailed({ [part.fieldname]: 'TOO_LONG' });
  const value = String(part.value);
  // PostgreSQL text cannot hold NUL; refusing it here keeps it a 400.
  if (value.includes('\u0000')) throw validationFailed({ [part.fieldname]: 'INVALID' });
  return value;
}

/** An image is accepted by what its bytes are (png or jpg), whatever its name or declared type says. */
async function checkedImage(
  part: Extract<Multipart, { type: 'file' }>,
  fileField: string,
): Promise<ProofImage | null> {
  if (part.fieldname !== fileField) {
    await part.toBuffer().catch(() => undefined);
    throw validationFailed({ [part.fieldname]: 'NOT_ALLOWED' });
  }
  const data = await part.toBuffer();
  // An empty, nameless part is what a browser sends for a file input left empty.
  if (data.byteLength === 0 && !part.filename) return null;
  // Checked again here: the parser's limit is the first guard, not the only one.
  if (data.byteLength > RECEIPT_LIMITS.maxImageBytes) throw tooLarge(fileField, part.filename);
  const contentType = imageTypeOf(data);
  if (!contentType)
    throw new DomainError(
      'FILE_TYPE_NOT_ALLOWED',
      'Only png and jpg images are accepted.',
      { [fileField]: 'FILE_TYPE_NOT_ALLOWED' },
      { file: part.filename },
    );
  return { contentType, data };
}

/**
 * Reads the whole form before anything touches the database (no I/O inside a transaction): the allowed fields
 * and up to three images in parts named `fileField` (errors name that field). A refused upload is not read
 * further: the connection closes instead of being left half-consumed.
 */
export async function readImageForm(
  request: FastifyRequest,
  reply: FastifyReply,
  form: { fields: ReadonlySet<string>; fileField: string },
): Promise<ImageForm> {
  const { fields: allowed, fileField } = form;
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const images: ProofImage[] = [];
  try {
    for await (const part of request.parts({ limits: imageFormLimits(allowed) })) {
      if (part.type === 'field') fields[part.fieldname] = checkedField(part, allowed, seen);
      else {
        const image = await checkedImage(part, fileField);
        if (image) images.push(image);
        if (images.length > RECEIPT_LIMITS.maxImages) throw tooMany(fileField);
      }
    }
  } catch (error) {
    void reply.header('connection', 'close');
    throw asProblem(error, fileField);
  }
  return { fields, images };
}

/**
 * Answers a stored proof image. The type comes from the image's own bytes; nosniff and the sandbox keep a
 * browser from reading it as anything else.
 */
export function sendProofImage(
  reply: FastifyReply,
  image: { contentType: string; data: Uint8Array },
  name: string,
) {
  return reply
    .type(image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=3600')
    .header(
      'content-disposition',
      `inline; filename="${name}.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    )
    .send(image.data);
}
