import { browser, ctx, shot, go, creds, logs } from './review-lib.mts';
const b = await browser();
const c = await ctx(b, { lang: 'EN', theme: 'dark', token: creds.players[0].token });
const p = await c.newPage();
await go(p, '/');
await shot(p, 'home-EN-dark');
await shot(p, 'home-EN-dark-full', true);
console.log(logs.join('\n'));
await b.close();
