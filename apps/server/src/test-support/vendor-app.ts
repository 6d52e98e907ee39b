import type { GameType } from '@croupier/contracts';
import { startTestApp } from './test-app.ts';
import { connectVendor, injectTransport, walletClient } from './vendor.ts';

/** The platform with one scripted vendor connected, and that vendor's wallet client calling it in-process. */
export async function startVendorWalletApp(
  props: { vassalage: string; gameTypes?: GameType[] },
  options: Parameters<typeof startTestApp>[0] = {},
) {
  const t = await startTestApp(options);
  const vendor = await connectVendor(t.database.db, t.appSecret, props);
  const wallet = walletClient({
    vassalage: vendor.vassalage,
    secret: vendor.secret,
    transport: injectTransport(t.app),
  });
  return { t, vendor, wallet };
}
