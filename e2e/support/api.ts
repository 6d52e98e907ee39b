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

  return { api, operatorToken, setFlag };
}
