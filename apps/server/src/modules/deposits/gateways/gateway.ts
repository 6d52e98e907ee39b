import type { PaymentGatewayCode } from '@croupier/contracts';

/** What the platform asks a gateway to collect: one deposit. */
export interface PaymentOrder {
  /** The deposit's id; the gateway reports it back in its callback. */
  orderId: string;
  /** Decimal string in the currency's decimals. */
  amount: string;
  currency: string;
  /** Until when the gateway may take the payment. */
  expiresAt: Date;
  /** Where the gateway's page sends the player when they are done. */
  returnUrl: string;
}

/** The brand's merchant account at the gateway. */
export interface GatewayAccount {
  merchantId: string;
  secret: string;
}

/** What a verified callback says about an order. */
export interface CallbackReport {
  orderId: string;
  /** Decimal string, as the gateway reports it; the platform compares it with the order. */
  amount: string;
  currency: string;
  outcome: 'paid' | 'failed';
  /** The gateway's own id of the payment. */
  gatewayReference: string;
}

export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/**
 * A payment gateway adapter. Gateways talk to the platform in two ways: the platform asks for a payment page
 * (createPayment), and the gateway reports the outcome by a signed server-to-server callback, which the adapter
 * verifies and reads.
 */
export interface PaymentGateway {
  code: PaymentGatewayCode;
  /** Asks the gateway for a payment page. May do network I/O: never call it inside a database transaction. */
  createPayment(order: PaymentOrder, account: GatewayAccount): Promise<{ payUrl: string }>;
  /** The merchant a callback claims to be for, read before its signature is checked, to find the secret. */
  merchantOf(callback: CallbackRequest): string | null;
  /**
   * The callback's report once its signature and timestamp check out against the account's secret; null
   * when they do not (`stale` when only the timestamp is off), or when the body is not a report at all.
   */
  verifyCallback(
    callback: CallbackRequest,
    account: GatewayAccount,
  ): { report: CallbackReport } | { refused: 'bad-signature' | 'stale' | 'malformed' };
}
