import { RECEIPT_RESULTS, type ReceiptResult } from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationFailed } from '../../platform/domain-errors.ts';
import { imageFormLimits, readImageForm, type ProofImage } from '../../platform/image-form-http.ts';

export interface ReceiptForm {
  result: ReceiptResult;
  amountReceived: string | undefined;
  remark: string;
  images: ProofImage[];
}

const FIELDS = new Set(['result', 'amountReceived', 'remark']);

export const RECEIPT_PARSER_LIMITS = imageFormLimits(FIELDS);

/** The receipt form: `result`, `amountReceived`, `remark` and up to three `images`. */
export async function readReceiptForm(request: FastifyRequest, reply: FastifyReply): Promise<ReceiptForm> {
  const { fields, images } = await readImageForm(request, reply, { fields: FIELDS, fileField: 'images' });
  const result = RECEIPT_RESULTS.find((r) => r === fields.result);
  if (!result) throw validationFailed({ result: fields.result ? 'INVALID' : 'REQUIRED' });
  return {
    result,
    amountReceived: fields.amountReceived?.trim() || undefined,
    remark: (fields.remark ?? '').trim(),
    images,
  };
}
