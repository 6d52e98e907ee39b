import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { svgCaptcha } from './captcha.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('svg captcha', () => {
  const captcha = svgCaptcha('a-secret-for-captcha-tests-0123456789');

  it('draws an SVG image without the answer in it as text', async () => {
    const { image, answer } = await captcha.createWithAnswer(handle.db);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toContain(answer);
  });

  it('accepts the answer once, in any case, and refuses replays and wrong answers', async () => {
    const { captchaId, answer } = await captcha.createWithAnswer(handle.db);
    await expect(captcha.verify(handle.db, captchaId, answer.toUpperCase())).resolves.toBeUndefined();
    await expect(captcha.verify(handle.db, captchaId, answer)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    const other = await captcha.createWithAnswer(handle.db);
    await expect(captcha.verify(handle.db, other.captchaId, 'zzzz')).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    // A wrong guess uses the captcha up too: no second try at the same image.
    await expect(captcha.verify(handle.db, other.captchaId, other.answer)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    await expect(captcha.verify(handle.db, undefined, undefined)).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
  });

  it('lets exactly one of many concurrent checks of one right answer pass', async () => {
    const { captchaId, answer } = await captcha.createWithAnswer(handle.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => captcha.verify(handle.db, captchaId, answer)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });
});
