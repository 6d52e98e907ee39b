import { inTransaction, type Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { approveDeposit, createDeposit, listPlayerChannels } from '../deposits/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { DEMO_PLAYER, findPlayerByUsername } from '../players/index.ts';
import { applyForPromotion } from './applications.ts';
import { offerBirthdayRewards } from './birthday.ts';
import { joinPromotion } from './player.ts';
import * as repo from './repository.ts';

/** A small png screenshot stand-in: the demo application's proof. */
const DEMO_PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAACu0lEQVR42g3MocquMACA4XNh7zUtLYggDMMsKy7IQBgGLSsuiCCIQcuKxWKxWCz/TZzvuYDnX8pIBakkVSRDqkkNqSV1pIEUSCNpIi2kjXSQEukkXaSb9JBe0kf649+esRfsJXvFbthr9oa9Ze/YB/bAPrJP7Av7xn6wJ/aT/WK/2R/2l/1j/0VrxlqwlqwVq2GtWRvWlrVjHVgD68g6sS6sG+vBmlhP1ov1Zn1YX9aP9RfNGXPBXDJXzIa5Zm6YW+aOeWAOzCPzxLwwb8wHc2I+mS/mm/lhfpk/5l8UM2JBLIkV0RBrYkNsiR1xIAbiSJyIC3EjHsREPIkX8SY+xJf4EX9RyAgFoSRUBEOoCQ2hJXSEgRAII2EiLISNcBAS4SRchJvwEF7CR/hFfUZf0Jf0Fb2hr+kb+pa+ox/oA/1IP9Ev9Bv9QZ/oT/qL/qZ/6F/6j/4X+Qxf4Et8hTf4Gt/gW3yHH/ABP+In/ILf8Ac+4U/8hb/xD/7Ff/hf5DJcgStxFc7galyDa3EdbsAF3IibcAtuwx24hDtxF+7GPbgX9+F+kc2wBbbEVliDrbENtsV22AEbsCN2wi7YDXtgE/bEXtgb+2Bf7If9RSbDFJgSU2EMpsY0mBbTYQZMwIyYCbNgNsyBSZgTc2FuzIN5MR/mF+kMXaBLdIU26BrdoFt0hx7QAT2iJ/SC3tAHOqFP9IW+0Q/6RX/oX6QyVIEqURXKoGpUg2pRHWpABdSImlALakMdqIQ6URfqRj2oF/WhflGekRfkJXlFbshr8oa8Je/IB/JAPpJP5Av5Rn6QJ/KT/CK/yR/yl/wj/0UyQxbIElkhDbJGNsgW2SEHZECOyAm5IDfkgUzIE3khb+SDfJEf8heJDFEgSkSFMIga0SBaRIcYEAExIibEgtgQByIhTsSFuBEP4kV8iD/+A03eTN9WB5i9AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The demo member's promotions, made by the commands a member and an operator call: it deposits 1,000.00
 * through the bank channel, the owner approves, and it joins the welcome offer naming that deposit, which pays
 * the bonus at once; it applies to "Share your big win" with a screenshot (left pending for
 * the console's queue); and its birthday gift waits in the reward centre.
 */
export async function seedDemoPlayerRewards(
  db: Database,
  brand: BrandRow,
  owner: OperatorRow,
): Promise<void> {
  const player = await findPlayerByUsername(db, brand.id, DEMO_PLAYER);
  const bank = (await listPlayerChannels(db, brand, 'EN')).find((channel) => channel.type === 'bank');
  if (!player || !bank) return;
  const running = await repo.listPromotions(db, brand.id);
  const offer = (kind: string) => running.find((row) => row.kind === kind && row.endsAt > new Date());
  const welcome = offer('first_deposit');
  if (welcome) {
    // Each once-work runs as its route runs it without an Idempotency-Key: in a transaction of its own.
    const request = await createDeposit(db, {
      brand,
      player,
      input: { channelId: bank.id, amount: '1000.00' },
    });
    const started = await inTransaction(db, (tx) => request.run(tx));
    const id = BigInt(started.body.id);
    await inTransaction(db, (tx) => approveDeposit({ brand, operator: owner, ip: '127.0.0.1' }, id).run(tx));
    await joinPromotion(db, brand, player, welcome.id, id.toString());
  }
  const shareWin = offer('application');
  if (shareWin)
    await applyForPromotion(db, brand, player, shareWin.id, {
      remark: 'x520 on Fortune Koi last night, screenshot attached',
      images: [{ contentType: 'image/png', data: DEMO_PROOF }],
    });
  await offerBirthdayRewards(db);
}
