import { registerPlayer, adminLogin } from './bench/support/platform.ts';
import { writeFileSync } from 'node:fs';
const platform = { baseUrl: 'http://127.0.0.1:3710' } as any;
const out: any = { players: [] };
const admin = await adminLogin(platform);
out.admin = admin;
for (const [i, seq] of [41, 42].entries()) {
  const p = await registerPlayer(platform, `reviewer${seq}`, seq);
  const r = await fetch(`${platform.baseUrl}/admin-api/v1/players/${p.id}/adjustments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'idempotency-key': `review-${seq}-${Date.now()}` },
    body: JSON.stringify({ amount: '500.00', reason: 'review' }),
  });
  console.log(r.status, await r.text());
  out.players.push(p);
}
writeFileSync('/tmp/review-players.json', JSON.stringify(out, null, 1));
