import { describe, expect, it } from 'vitest';
import { languageOf, routeOf, themeOf, timeZoneOf } from './launch.ts';

describe('launch URL', () => {
  it('reads the play route and its query', () => {
    expect(routeOf('/play/CR%20X/SLOT-1', '?token=abc&language=TH&mode=demo&theme=light')).toEqual({
      page: 'play',
      vassalage: 'CR X',
      gameCode: 'SLOT-1',
      token: 'abc',
      mode: 'demo',
    });
    expect(routeOf('/play/CR/SLOT', '')).toMatchObject({ token: '', mode: 'real' });
    expect(routeOf('/verify', '')).toEqual({ page: 'verify' });
    expect(routeOf('/play/CR', '')).toEqual({ page: 'notFound' });
  });

  it('takes the platform language, else the device one, else English', () => {
    expect(languageOf('?language=cn', [])).toBe('CN');
    expect(languageOf('?language=FR', ['th-TH'])).toBe('TH');
    expect(languageOf('', ['fr', 'zh-TW'])).toBe('CN');
    expect(languageOf('', [])).toBe('EN');
  });

  it('is dark unless told light', () => {
    expect(themeOf('?theme=light')).toBe('light');
    expect(themeOf('?theme=blue')).toBe('dark');
  });

  it("keeps the site's time zone when it is a real one", () => {
    expect(timeZoneOf('?timeZone=Asia%2FBangkok', 'Europe/London')).toBe('Asia/Bangkok');
    expect(timeZoneOf('?timeZone=Mars%2FOlympus', 'Europe/London')).toBe('Europe/London');
    expect(timeZoneOf('?theme=dark', 'Europe/London')).toBe('Europe/London');
  });
});
