import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WalletStatus } from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { checkSignedRequest } from '../platform/signed-requests.ts';

/**
 * A transfer-wallet vendor for tests: a real HTTP server on a free port that checks our signatures, keeps its
 * own balances and transfer records, and answers as ADR 0008 says — or, when told, refuses, answers HTTP 500,
 * or takes a call and never answers (having applied it, or not), to prove what the platform does then.
 */

/** How the vendor treats the next transfer call (in or out) it receives. */
export type Behaviour =
  | 'ok'
  | { refuse: WalletStatus }
  /** Applies the transfer, then never answers: the platform cannot know it went through. */
  | 'apply-then-hang'
  /** Holds the call unapplied until `releaseHeld()`: a request stuck on the way that arrives late. */
  | 'hold'
  /** Applies the transfer and answers this much later: a slow vendor, still within the platform's patience. */
  | { answerAfterMs: number }
  | 'http-500'
  | 'internal-error';

/** How the vendor treats the next status query. */
export type StatusBehaviour = 'ok' | 'hang' | 'http-500';

interface Recorded {
  direction: 'in' | 'out';
  playerId: string;
  amount: bigint;
  /** The status the transfer got; TRANSACTION_ROLLED_BACK for an id a status query found unknown. */
  status: WalletStatus;
}

export interface Call {
  path: string;
  body: Record<string, string>;
}

export interface TransferVendor {
  /** The base URL to configure as the vendor's transfer URL. */
  url: string;
  calls: Call[];
  /** Calls whose signature, timestamp or vendor id did not check out. */
  badSignatures: number;
  nextTransfers: Behaviour[];
  nextStatus: StatusBehaviour[];
  balanceOf(playerId: bigint): string;
  /** Sets what the player holds here, as play at the vendor would (a win, a loss). */
  setBalance(playerId: bigint, amount: string): void;
  /** Lets the held calls through, in order: each is applied unless its id was given up meanwhile. */
  releaseHeld(): Promise<void>;
  close(): Promise<void>;
}

const THB = currencyOf('THB');

export async function startTransferVendor(props: {
  vassalage: string;
  secret: string;
}): Promise<TransferVendor> {
  const balances = new Map<string, bigint>();
  const transfers = new Map<string, Recorded>();
  const held: (() => void)[] = [];
  const hanging = new Set<ServerResponse>();

  const answer = (response: ServerResponse, body: object, status = 200) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const balanceText = (playerId: string) => toDecimalString(balances.get(playerId) ?? 0n, THB);

  /** Applies a transfer once per id, as a real vendor must: a replay gets the recorded status back. */
  function apply(body: Record<string, string>, direction: 'in' | 'out'): WalletStatus {
    const amount = parseMinor(body.amount ?? '', THB);
    if (!body.transferId || !body.playerId || amount === null || amount <= 0n || body.currency !== 'THB')
      return 'INVALID_REQUEST';
    const known = transfers.get(body.transferId);
    if (known) {
      const same =
        known.direction === direction && known.playerId === body.playerId && known.amount === amount;
      return known.status === 'TRANSACTION_ROLLED_BACK' || same ? known.status : 'DUPLICATE_TRANSACTION';
    }
    const before = balances.get(body.playerId) ?? 0n;
    let status: WalletStatus = 'OK';
    if (direction === 'out' && before < amount) status = 'INSUFFICIENT_FUNDS';
    else balances.set(body.playerId, before + (direction === 'in' ? amount : -amount));
    transfers.set(body.transferId, { direction, playerId: body.playerId, amount, status });
    return status;
  }

  function transfer(body: Record<string, string>, direction: 'in' | 'out', response: ServerResponse) {
    const behaviour = vendor.nextTransfers.shift() ?? 'ok';
    if (behaviour === 'http-500') return answer(response, { error: 'down' }, 500);
    if (behaviour === 'internal-error') return answer(response, { status: 'INTERNAL_ERROR' });
    if (typeof behaviour === 'object' && 'answerAfterMs' in behaviour) {
      const status = apply(body, direction);
      hanging.add(response);
      setTimeout(() => {
        hanging.delete(response);
        answer(response, { status, balance: balanceText(body.playerId!), currency: 'THB' });
      }, behaviour.answerAfterMs);
      return;
    }
    if (typeof behaviour === 'object') {
      transfers.set(body.transferId!, {
        direction,
        playerId: body.playerId!,
        amount: parseMinor(body.amount ?? '0', THB) ?? 0n,
        status: behaviour.refuse,
      });
      return answer(response, { status: behaviour.refuse });
    }
    if (behaviour === 'hold') {
      hanging.add(response);
      held.push(() => {
        apply(body, direction);
        hanging.delete(response);
        response.destroy();
      });
      return;
    }
    const status = apply(body, direction);
    if (behaviour === 'apply-then-hang') {
      hanging.add(response);
      return;
    }
    answer(response, { status, balance: balanceText(body.playerId!), currency: 'THB' });
  }

  function status(body: Record<string, string>, response: ServerResponse) {
    const behaviour = vendor.nextStatus.shift() ?? 'ok';
    if (behaviour === 'http-500') return answer(response, { error: 'down' }, 500);
    if (behaviour === 'hang') return void hanging.add(response);
    const known = transfers.get(body.transferId ?? '');
    if (!known || known.status === 'TRANSACTION_ROLLED_BACK') {
      // From now on this id is refused: the platform takes "not found" as final.
      transfers.set(body.transferId ?? '', {
        direction: 'in',
        playerId: '',
        amount: 0n,
        status: 'TRANSACTION_ROLLED_BACK',
      });
      return answer(response, { status: 'TRANSACTION_NOT_FOUND' });
    }
    answer(response, {
      status: 'OK',
      transferStatus: known.status,
      balance: balanceText(known.playerId),
      currency: 'THB',
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const signed =
      request.method === 'POST' &&
      request.headers['x-vendor-id'] === props.vassalage &&
      checkSignedRequest({
        secret: props.secret,
        timestamp: request.headers['x-timestamp'] as string | undefined,
        signature: request.headers['x-signature'] as string | undefined,
        rawBody: raw,
      }) === 'ok';
    if (!signed) {
      vendor.badSignatures++;
      return answer(response, { status: 'INVALID_SIGNATURE' });
    }
    const body = JSON.parse(raw.toString('utf8')) as Record<string, string>;
    const path = (request.url ?? '').replace(/^\/api\/transfers/, '');
    vendor.calls.push({ path, body });
    if (path === '/transfer-in') return transfer(body, 'in', response);
    if (path === '/transfer-out') return transfer(body, 'out', response);
    if (path === '/transfer-status') return status(body, response);
    if (path === '/balance')
      return answer(response, { status: 'OK', balance: balanceText(body.playerId ?? ''), currency: 'THB' });
    answer(response, { error: 'no such call' }, 404);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, { error: 'broken' }, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const vendor: TransferVendor = {
    // A path under the host, as a real vendor's API base would have: the calls are appended to it.
    url: `http://127.0.0.1:${port}/api/transfers/`,
    calls: [],
    badSignatures: 0,
    nextTransfers: [],
    nextStatus: [],
    balanceOf: (playerId) => balanceText(playerId.toString()),
    setBalance(playerId, amount) {
      balances.set(playerId.toString(), parseMinor(amount, THB)!);
    },
    async releaseHeld() {
      for (const release of held.splice(0)) release();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return vendor;
}
