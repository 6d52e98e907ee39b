import { describe, expect, it } from 'vitest';
import { countryOf } from './geo.ts';

describe('countryOf', () => {
  it('finds the country of public addresses from the shipped database', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('49.228.0.1')).toBe('TH');
    expect(countryOf('::ffff:49.228.0.1')).toBe('TH');
  });

  it('answers null for local, private and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1', 'not-an-ip', '']) {
      expect(countryOf(ip), ip).toBeNull();
    }
  });
});
