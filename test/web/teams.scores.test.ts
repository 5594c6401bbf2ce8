import { describe, expect, it } from 'vitest';
import { capPercent, formatPercent, formatScoreOneDecimal, formatScoreTwoDigits } from '../../src/common/scores';
import { checkPhoto, PHOTO_MAX_BYTES, TEAM_LOGO_MAX_BYTES } from '../../src/common/uploadPhoto';

describe('display rules for progress and scores (spec §9)', () => {
  it('caps progress between 0 and 100 percent', () => {
    expect(capPercent(130)).toBe(100);
    expect(capPercent(-5)).toBe(0);
    expect(capPercent(null)).toBe(0);
    expect(capPercent(Number.NaN)).toBe(0);
    expect(formatPercent(37.5)).toBe('38%');
    expect(formatPercent(250)).toBe('100%');
  });

  it('shows scores with one decimal on player views, blank for 0 or none', () => {
    expect(formatScoreOneDecimal(6.625)).toBe('6.6');
    expect(formatScoreOneDecimal(7)).toBe('7.0');
    expect(formatScoreOneDecimal(6.65, 'nl')).toBe('6,7');
    expect(formatScoreOneDecimal(0)).toBe('');
    expect(formatScoreOneDecimal(null)).toBe('');
    expect(formatScoreOneDecimal('0.0')).toBe('');
  });

  it('shows two significant digits on the trainer view, blank for 0', () => {
    expect(formatScoreTwoDigits(7.345)).toBe('7.3');
    expect(formatScoreTwoDigits(10)).toBe('10');
    expect(formatScoreTwoDigits(0)).toBe('');
  });
});

describe('picture checks before upload (spec §5)', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

  it('allows png, jpeg and jpg up to the limit', () => {
    expect(checkPhoto(file('a.png', 'image/png', PHOTO_MAX_BYTES))).toBeUndefined();
    expect(checkPhoto(file('a.JPG', 'image/jpeg', 10))).toBeUndefined();
    expect(checkPhoto(file('a.jpeg', 'image/jpeg', 10))).toBeUndefined();
  });

  it("answers 'format not allowed' or 'file size limit'", () => {
    expect(checkPhoto(file('a.gif', 'image/gif', 10))).toBe('upload.badFormat');
    expect(checkPhoto(file('a.png', 'application/pdf', 10))).toBe('upload.badFormat');
    expect(checkPhoto(file('a.png', 'image/png', PHOTO_MAX_BYTES + 1))).toBe('upload.tooLarge');
    expect(checkPhoto(file('a.png', 'image/png', TEAM_LOGO_MAX_BYTES + 1), TEAM_LOGO_MAX_BYTES)).toBe('upload.tooLarge');
  });
});
