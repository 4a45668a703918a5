// The store listing's texts and pictures (npm run store-assets makes the pictures from the real
// panel beside the practice game): present, at the sizes the stores ask for, texts within limits.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../../src/_locales/en/messages.json';

const ROOT = resolve(import.meta.dirname, '..', '..');
const pngSize = (file: string) => {
  const b = readFileSync(resolve(ROOT, 'store-assets', file));
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
};

describe('store listing', () => {
  it('has 1280×800 screenshots (light and dark) and the 440×280 promo tile', () => {
    expect(pngSize('screenshot-light.png')).toEqual([1280, 800]);
    expect(pngSize('screenshot-dark.png')).toEqual([1280, 800]);
    expect(pngSize('promo-tile-440x280.png')).toEqual([440, 280]);
  });

  it('has a short description within the manifest limit (132) and a long one that states privacy', () => {
    const m = messages as Record<string, { message: string }>;
    expect(m.extDescription.message.length).toBeLessThanOrEqual(132);
    expect(m.storeDescription.message.length).toBeGreaterThan(200);
    expect(m.storeDescription.message.length).toBeLessThanOrEqual(16_000);
    expect(m.storeDescription.message).toMatch(/no data collected, no network requests but one you may allow/i);
    // The one request, said exactly: what, from where, when.
    expect(m.storeDescription.message).toContain("www.nytimes.com/svc/wordle/v2/<date>.json) per missing day, at most once a day, never today's or a later day's");
  });
});
