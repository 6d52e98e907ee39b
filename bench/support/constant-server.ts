/**
 * The baseline of `bench/lobby.ts`: a plain Fastify server with one route answering a constant, the cheapest
 * thing a Node HTTP service can do. The constant is read once from the JSON file CONSTANT_FILE (the bench puts a
 * real page of games there, so both sides send a body of the same size) and serialised by Fastify on each
 * request, as any route returning an object is. Started as its own process like the platform, on PORT.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body: unknown = JSON.parse(readFileSync(process.env.CONSTANT_FILE!, 'utf8'));

const app = Fastify({ logger: false });
app.get('/constant', async () => body);
// For reference: the same route with the smallest answer a list can have.
const empty = { items: [], page: 1, pageSize: 20, total: 0, totalPages: 1 };
app.get('/empty', async () => empty);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
