// A test client of the studio's game API, for the studio's own tests and the browser tests alike.

export interface Call {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The studio's game API over HTTP, as the game UI calls it. */
export function studioClient(baseUrl: string, session?: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<Call> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
  };
}
