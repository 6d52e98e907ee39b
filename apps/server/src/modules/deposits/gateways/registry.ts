import { PAYMENT_GATEWAYS, type PaymentGatewayCode } from '@croupier/contracts';
import type { PaymentGateway } from './gateway.ts';
import { testGateway } from './testpay.ts';

const GATEWAYS: Record<PaymentGatewayCode, PaymentGateway> = { testpay: testGateway };

/** The adapter for a gateway code; undefined for a code the platform has no adapter for. */
export function gatewayFor(code: string): PaymentGateway | undefined {
  return (PAYMENT_GATEWAYS as readonly string[]).includes(code)
    ? GATEWAYS[code as PaymentGatewayCode]
    : undefined;
}
