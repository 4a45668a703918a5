// Untrusted text at the command line: stdin read line by line with a length limit (a 1 GB line
// must cost a one-line error, not the heap), and user text quoted back safely in messages.
import { InputError } from './errors';

/** Longer lines than this are refused: a game's line is a word, five marks and a little more. */
const MAX_LINE = 1000;

/**
 * The lines of `input`, without their line ends. A line longer than `max` characters throws an
 * InputError as soon as it passes the limit, without holding the rest of it.
 */
export async function* readLines(input: NodeJS.ReadableStream, max = MAX_LINE): AsyncGenerator<string> {
  let line = '';
  let n = 0;
  const decoder = new TextDecoder();
  for await (const chunk of input as AsyncIterable<string | Uint8Array>) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const piece = text.slice(start, nl < 0 ? undefined : nl);
      if (line.length + piece.length > max) {
        (input as { destroy?: () => void }).destroy?.();
        throw new InputError(`Line ${n + 1} is longer than ${max} characters.`);
      }
      line += piece;
      if (nl < 0) break;
      n++;
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
      line = '';
      start = nl + 1;
    }
  }
  line += decoder.decode();
  if (line !== '') yield line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** How much of a user's text a message quotes. */
const QUOTED = 40;

/**
 * User text as a message may quote it: control characters (escape sequences, newlines, bidi
 * overrides) written as \xNN / \u{NNNN} so the terminal shows them instead of obeying them, and
 * cut to QUOTED characters.
 */
export function quote(text: string, max = QUOTED): string {
  const chars = [...text.slice(0, max * 2 + 2)];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
  return escapeControls(cut);
}

/** Control characters, C1 controls and bidi/zero-width formatting written out. */
export function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, (c) => {
    const code = c.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}
