// Plain-text output for people: aligned tables and the suggestion listing shared by `suggest`
// and `play`.
import { describeKnowledge, likelyAnswers, type SuggestResult } from '../core';

/** Columns aligned on their widest cell; numbers (cells starting with a digit) right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const isNumber = (s: string) => /^[-\d.]/.test(s) && s !== '-';
  const line = (cells: readonly string[]) =>
    cells.map((s, c) => (isNumber(s) ? s.padStart(widths[c]) : s.padEnd(widths[c]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const fixed = (x: number | null, digits: number) => (x === null ? '-' : x.toFixed(digits));
export const percent = (x: number) =>
  x > 0 && x < 5e-6 ? '<0.001%' : `${(100 * x).toFixed(x > 0 && x < 0.001 ? 3 : 1)}%`;

/** What `suggest` prints: what is known, the candidates, then the ranked guesses. */
export function describeResult(r: SuggestResult, shown = 12): string {
  const out: string[] = [];
  out.push(`Known: ${describeKnowledge(r.knowledge)}.`);
  const likely = likelyAnswers(r);
  const shots = likely.played
    ? ` (${likely.n} likely ${likely.n === 1 ? 'answer' : 'answers, all'} played before ${r.date}, as no other listed word fits; ${r.longShots} long shots)`
    : r.played !== undefined
      ? ` (${likely.n} not played before ${r.date}, ${r.played} played before, ${r.longShots} long shots)`
      : r.longShots ? ` (${likely.n} on the ${r.model} list, ${r.longShots} long shots)` : '';
  const first = r.remaining.slice(0, shown).join(' ');
  const more = r.candidates > shown ? ' …' : '';
  if (r.unlistedAnswer && r.candidates === 0) {
    out.push("Candidates: none on the lists. The colours agree with each other: the answer may be a word the lists don't have.");
  } else {
    out.push(`Candidates: ${r.candidates}${shots}: ${first}${more}`);
  }
  if (r.suggestions.length === 0) {
    out.push(r.candidates === 1 ? `Solved: ${r.remaining[0].toUpperCase()}.` : 'No guesses left.');
    return out.join('\n');
  }
  out.push('');
  if (r.unlistedAnswer) out.push('Guesses that test the letters still open (none of them can be the answer):');
  out.push(
    table(
      ['#', 'guess', 'exp. guesses', 'bits', 'exp. left', 'worst', 'answer?', 'p(answer)'],
      r.suggestions.map((s, i) => [
        String(i + 1),
        s.word.toUpperCase(),
        s.expectedGuesses === null ? (s.mayLose ? 'may lose' : '-') : `${fixed(s.expectedGuesses, 3)}${s.lossChance ? ` (${percent(s.lossChance)} lost)` : ''}`,
        fixed(s.bits, 2),
        fixed(s.expectedRemaining, 1),
        String(s.worstCase),
        s.isCandidate ? 'yes' : 'no',
        s.isCandidate ? percent(s.pAnswer) : '-',
      ]),
    ),
  );
  return out.join('\n');
}
