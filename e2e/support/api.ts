import { E2E_ADMIN_PASSWORD } from './platform.ts';

/** Calls to a running platform that tests make as a script would: JSON in, JSON (or nothing) out. */
export function platformApi(baseUrl: string) {
  async function api(
    path: string,
    body?: unknown,
    method = 'POST',
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function operatorToken(): Promise<string> {
    const answer = await api('/admin-api/v1/auth/login', { username: 'admin', password: E2E_ADMIN_PASSWORD });
    return answer.token as string;
  }

  /** Switches one whitelabel flag of the brand, as an operator would in the console. */
  async function setFlag(operator: string, modId: string, on: boolean) {
    type Node = { modId: string; enabled: string; childrenNodes: Node[] };
    const settings = (await api('/admin-api/v1/brand', undefined, 'GET', operator)) as { whitelabel: Node[] };
    const flip = (nodes: Node[]): Node[] =>
      nodes.map((n) => ({
        ...n,
        enabled: n.modId === modId ? (on ? '1' : '0') : n.enabled,
        childrenNodes: flip(n.childrenNodes),
      }));
    await api('/admin-api/v1/brand', { whitelabel: flip(settings.whitelabel) }, 'PATCH', operator);
  }

  /** The 6-digit code of the outbox's message to a phone number (`+66…`) or an address, as the operator reads it. */
  async function outboxCode(operator: string, to: string): Promise<string> {
    const response = await fetch(`${baseUrl}/admin-api/v1/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    const [message] = (await response.json()) as { body: string }[];
    return /(\d{6})/.exec(message!.body)![1]!;
  }

  /**
   * Registers a member by username as the sign-up form does; `extra` carries what the brand's settings ask for
   * besides (a mobile number and its SMS code, an affiliate code).
   */
  async function registerMember(username: string, extra: Record<string, string> = {}, password = 'secret12') {
    return (await api('/api/v1/auth/register', {
      method: 'username',
      username,
      password,
      confirmPassword: password,
      termsAccepted: true,
      ageConfirmed: true,
      ...extra,
    })) as { token: string; user: { id: string } };
  }

  /** A member registered without a mobile number: the brand's SMS verification is off for that moment only. */
  async function registerUnverified(
    operator: string,
    username: string,
    extra: Record<string, string> = {},
    password = 'secret12',
  ) {
    await setFlag(operator, 'REGMOBVERF3', false);
    try {
      return await registerMember(username, extra, password);
    } finally {
      await setFlag(operator, 'REGMOBVERF3', true);
    }
  }

  /** Credits a member's wallet through an operator adjustment, as finance would in the console. */
  async function fund(operator: string, memberId: string, amount: string) {
    const credited = await api(
      `/admin-api/v1/players/${memberId}/adjustments`,
      { amount, reason: 'e2e funding' },
      'POST',
      operator,
      { 'idempotency-key': crypto.randomUUID() },
    );
    if ('code' in credited) throw new Error(`funding ${memberId} was refused: ${String(credited.code)}`);
  }

  /** A bank deposit by the member, approved by the operator: it settles as a real one (points, wheel spins…). */
  async function depositApproved(operator: string, token: string, amount: string) {
    const channels = (await api('/api/v1/deposit/channels', undefined, 'GET', token)) as unknown as {
      id: string;
      type: string;
    }[];
    const bank = channels.find((channel) => channel.type === 'bank')!;
    const made = await api('/api/v1/deposits', { channelId: bank.id, amount }, 'POST', token, {
      'idempotency-key': crypto.randomUUID(),
    });
    const approved = await api(`/admin-api/v1/deposits/${String(made.id)}/approve`, {}, 'POST', operator, {
      'idempotency-key': crypto.randomUUID(),
    });
    if ('code' in approved) throw new Error(`approval refused: ${String(approved.code)}`);
  }

  /**
   * Connects the catalogue's vendors (those named, or all), as an operator does in the console: the lobby offers
   * only connected vendors, and a platform started without the studio has none. Their games launch nowhere real.
   */
  async function connectCatalogueVendors(operator: string, only?: readonly string[]) {
    type Listed = { vassalage: string; name: string; gameTypes: string[]; connected: boolean };
    const listed = (await api('/admin-api/v1/vendors', undefined, 'GET', operator)) as unknown as Listed[];
    for (const vendor of listed) {
      if (vendor.connected || (only && !only.includes(vendor.vassalage))) continue;
      const answer = await api(
        '/admin-api/v1/vendors',
        {
          vassalage: vendor.vassalage,
          name: vendor.name,
          gameTypes: vendor.gameTypes,
          launchUrl: `https://vendor.invalid/${vendor.vassalage}?t={token}&g={gameCode}&l={language}&m={mode}`,
          walletMode: 'seamless',
        },
        'POST',
        operator,
      );
      if (typeof answer.secret !== 'string')
        throw new Error(`connecting ${vendor.vassalage}: ${JSON.stringify(answer)}`);
    }
  }

  return {
    api,
    operatorToken,
    setFlag,
    outboxCode,
    registerMember,
    registerUnverified,
    fund,
    depositApproved,
    connectCatalogueVendors,
  };
}

export type PlatformApi = ReturnType<typeof platformApi>;
