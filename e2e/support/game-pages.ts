import { createServer, type Server } from 'node:http';

/** A vendor's game page, all a launch needs to show in its frame: a heading saying the game is running. */
export function startGamePages(title: string, game: string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>${title}</title><h1>${game} is running</h1>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
