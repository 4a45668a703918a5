// The share's picture and the browser's ways of passing things on. The picture is the squares as
// the game draws them (its palettes: panel.css), with the first line above and the picked lines
// below; no letters, as in the NYT's text. Where the browser can share files (Web Share on phones)
// the picture goes to the share sheet; elsewhere, where the clipboard takes images, it is copied.
import type { Palette, SharedGame } from '../shared/share-text';
import { shareHeader } from '../shared/share-text';

const COLOURS = {
  light: { bg: '#ffffff', fg: '#1a1a1b', correct: '#6aaa64', present: '#c9b458', absent: '#787c7e' },
  dark: { bg: '#121213', fg: '#f8f8f8', correct: '#538d4e', present: '#b59f3b', absent: '#3a3a3c' },
  high: { correct: '#f5793a', present: '#85c0f9' },
};

const TILE = 48;
const GAP = 6;
const PAD = 24;
const LINE = 22;

/** The picture as a PNG, or null where the browser cannot draw one. */
export async function sharePicture(g: SharedGame, p: Palette, extras: readonly string[]): Promise<Blob | null> {
  const base = p.dark ? COLOURS.dark : COLOURS.light;
  const c = p.highContrast ? { ...base, ...COLOURS.high } : base;
  const gridWidth = 5 * TILE + 4 * GAP;
  const width = Math.max(gridWidth + 2 * PAD, 360);
  const height = PAD + LINE + 12 + g.rows.length * (TILE + GAP) - GAP + (extras.length ? 12 + extras.length * LINE : 0) + PAD;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = c.bg;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = c.fg;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = 'bold 18px system-ui, sans-serif';
  ctx.fillText(shareHeader(g), width / 2, PAD);
  const left = (width - gridWidth) / 2;
  let y = PAD + LINE + 12;
  for (const row of g.rows) {
    row.marks.forEach((m, i) => {
      ctx.fillStyle = c[m];
      ctx.fillRect(left + i * (TILE + GAP), y, TILE, TILE);
    });
    y += TILE + GAP;
  }
  ctx.fillStyle = c.fg;
  ctx.font = '15px system-ui, sans-serif';
  y += 12 - GAP;
  for (const line of extras) {
    ctx.fillText(line, width / 2, y, width - 2 * PAD);
    y += LINE;
  }
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

export type Passed = 'copied' | 'shared' | 'cancelled' | 'failed';

/** Copies the text. */
export async function copyText(text: string): Promise<Passed> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Whether this browser can pass a picture on at all: share files, or copy an image. */
export function canPassPicture(): boolean {
  const probe = typeof File === 'function' ? [new File([], 'probe.png', { type: 'image/png' })] : [];
  const shares = typeof navigator.canShare === 'function' && probe.length > 0 && navigator.canShare({ files: probe });
  return shares || (typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function');
}

/** Shares the picture (with the text) where files can be shared, else copies it. */
export async function passPicture(png: Blob, name: string, text: string): Promise<Passed> {
  const file = new File([png], name, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], text });
      return 'shared';
    } catch (e) {
      return e instanceof DOMException && e.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  }
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
    return 'copied';
  } catch {
    return 'failed';
  }
}
