import { describe, expect, it } from 'vitest';
import { adjustForContrast, contrast, onColor } from './color.ts';

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('darkens the default accent enough for text on the light theme', () => {
    const dark = adjustForContrast('#f5b301', '#ffffff');
    expect(contrast(dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(adjustForContrast('#f5b301', '#f6f7fb'), '#f6f7fb')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps an accent that already passes, and lightens a dark one on the dark theme', () => {
    expect(adjustForContrast('#f5b301', '#0f1115')).toBe('#f5b301');
    const light = adjustForContrast('#1d4ed8', '#0f1115');
    expect(contrast(light, '#0f1115')).toBeGreaterThanOrEqual(4.5);
  });

  it('picks readable text for filled buttons', () => {
    expect(onColor('#f5b301')).toBe('#0f1115');
    expect(onColor('#1d4ed8')).toBe('#ffffff');
  });
});
