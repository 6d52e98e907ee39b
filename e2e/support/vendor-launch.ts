import { expect } from 'vitest';
import { httpTransport, walletClient } from '../../apps/server/src/test-support/vendor.ts';
import type { PlatformApi } from './api.ts';

/**
 * A new member funded with `amount` who launched `gameId` for real money, and the vendor's signed wallet
 * client holding that launch: the vendor can bet and pay for the member as its game would.
 */
export async function fundedLaunch(
  calls: PlatformApi,
  props: {
    baseUrl: string;
    operator: string;
    username: string;
    amount: string;
    gameId: string;
    vendor: { vassalage: string; secret: string };
  },
) {
  const member = await calls.registerUnverified(props.operator, props.username);
  await calls.fund(props.operator, member.user.id, props.amount);
  const launch = (await calls.api(
    `/api/v1/games/${props.gameId}/launch`,
    { mode: 'real', platform: 'desktop' },
    'POST',
    member.token,
  )) as { url: string };
  const token = new URL(launch.url).searchParams.get('t')!;
  const vendor = walletClient({ ...props.vendor, transport: httpTransport(props.baseUrl) });
  const session = await vendor.authenticate(token);
  expect(session.status).toBe('OK');
  return { member, token, vendor, session };
}

/** A seamless-wallet vendor onboarded through the operator API with one RNG game; answers its secret and game id. */
export async function onboardVendor(
  calls: PlatformApi,
  operator: string,
  props: {
    vassalage: string;
    name: string;
    game: { gameCode: string; gameName: string } & Record<string, unknown>;
  },
) {
  const { secret } = (await calls.api(
    '/admin-api/v1/vendors',
    {
      vassalage: props.vassalage,
      name: props.name,
      gameTypes: ['RNG'],
      launchUrl: `https://${props.vassalage.toLowerCase().replaceAll('_', '-')}.e2e.test/play?t={token}&g={gameCode}`,
      walletMode: 'seamless',
    },
    'POST',
    operator,
  )) as { secret: string };
  const { gameId } = (await calls.api(
    '/admin-api/v1/games',
    { vassalage: props.vassalage, gameType: 'RNG', ...props.game },
    'POST',
    operator,
  )) as { gameId: string };
  return { secret, gameId };
}
