import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { findBrandById } from '../../brands/index.ts';
import type { SecretBox } from '../../security/index.ts';
import { paymentGatewayAccounts } from '../schema.ts';
import type { GatewayAccount } from './gateway.ts';

export interface BrandGatewayAccount extends GatewayAccount {
  brandId: bigint;
  brandName: string;
}

/**
 * The brand's account at a gateway. The built-in test gateway has no sign-up: the first use generates the
 * brand's merchant id (its code) and a random shared secret, stored sealed. A concurrent first use loses the
 * insert race harmlessly and reads the winner's secret.
 */
export async function ensureGatewayAccount(
  db: Executor,
  box: SecretBox,
  brand: { id: bigint; code: string },
  gateway: string,
): Promise<GatewayAccount> {
  const find = () =>
    db
      .select()
      .from(paymentGatewayAccounts)
      .where(and(eq(paymentGatewayAccounts.brandId, brand.id), eq(paymentGatewayAccounts.gateway, gateway)));
  let [row] = await find();
  if (!row) {
    await db
      .insert(paymentGatewayAccounts)
      .values({
        brandId: brand.id,
        gateway,
        merchantId: brand.code,
        secretSealed: box.seal(randomBytes(32).toString('base64url')),
      })
      .onConflictDoNothing();
    [row] = await find();
  }
  return { merchantId: row!.merchantId, secret: box.open(row!.secretSealed) };
}

/** The account a callback names, with its brand; undefined for a merchant id the gateway never got from us. */
export async function findGatewayAccount(
  db: Executor,
  box: SecretBox,
  gateway: string,
  merchantId: string,
): Promise<BrandGatewayAccount | undefined> {
  const [row] = await db
    .select({
      brandId: paymentGatewayAccounts.brandId,
      merchantId: paymentGatewayAccounts.merchantId,
      secretSealed: paymentGatewayAccounts.secretSealed,
    })
    .from(paymentGatewayAccounts)
    .where(
      and(eq(paymentGatewayAccounts.gateway, gateway), eq(paymentGatewayAccounts.merchantId, merchantId)),
    );
  if (!row) return undefined;
  const brand = await findBrandById(db, row.brandId);
  if (!brand) return undefined;
  return {
    brandId: row.brandId,
    brandName: brand.name,
    merchantId: row.merchantId,
    secret: box.open(row.secretSealed),
  };
}
