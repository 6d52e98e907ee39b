import { describe, expect, it } from 'vitest';
import { STUDIO_PENDING, startBanner } from './start-banner.mjs';

describe("npm start's banner", () => {
  it('gives the first start the addresses and every login with its password, once', () => {
    const banner = startBanner({
      port: 3000,
      host: '0.0.0.0',
      admin: { username: 'admin', generatedPassword: 'Wcb1olaU0jSuVRz_' },
      demoPlayer: { username: 'demoplayer', generatedPassword: 'p4ss-word_1234ab' },
      lotteryRegulars: [{ username: 'lottoking', generatedPassword: 'L0tto-king_5678cd' }],
    });
    expect(banner.split('\n')).toEqual([
      '',
      '  Croupier is ready.',
      '',
      '    Player site:       http://localhost:3000',
      '    Operator console:  http://localhost:3000/admin',
      '    Operator:          admin / Wcb1olaU0jSuVRz_   (shown this once; set ADMIN_PASSWORD before the first start to choose it)',
      '    Demo player:       demoplayer / p4ss-word_1234ab   (shown this once)',
      '    Lottery regular:   lottoking / L0tto-king_5678cd   (shown this once)',
      '',
      '  Stop with Ctrl+C.',
      '',
    ]);
  });

  it('names the accounts without passwords on a later start, and the address it was given', () => {
    const banner = startBanner({
      port: 8080,
      host: '192.0.2.7',
      admin: { username: 'admin' },
      demoPlayer: { username: 'demoplayer' },
      demoAgent: { username: 'demoagent' },
      lotteryRegulars: [{ username: 'lottoking' }, { username: 'luckyjai' }],
    });
    expect(banner).toContain('Player site:       http://192.0.2.7:8080\n');
    expect(banner).toContain('Operator console:  http://192.0.2.7:8080/admin\n');
    expect(banner).toContain('Operator:          admin   (password as set at the first start)\n');
    expect(banner).toContain('Demo agent:        demoagent   (password as set at the first start)\n');
    expect(banner).toContain('Demo player:       demoplayer   (password as set at the first start)\n');
    expect(banner).toContain('Lottery regular:   lottoking   (password as set at the first start)\n');
    expect(banner).toContain('Lottery regular:   luckyjai   (password as set at the first start)\n');
    expect(banner).not.toContain('/ ');
  });

  it('leaves out a demo account the data does not have, and brackets an IPv6 address', () => {
    const banner = startBanner({ port: 3000, host: '::1', admin: { username: 'admin' } });
    expect(banner).toContain('http://[::1]:3000/admin');
    expect(banner).not.toMatch(/Demo (player|agent)|Lottery regular/);
  });

  it('says so when the studio is still connecting its games as the banner is shown', () => {
    const waiting = startBanner({ port: 3000, admin: { username: 'admin' }, studioPending: true });
    expect(waiting).toContain(`\n  ${STUDIO_PENDING}\n  Stop with Ctrl+C.\n`);
    expect(startBanner({ port: 3000, admin: { username: 'admin' } })).not.toContain(STUDIO_PENDING);
  });
});
