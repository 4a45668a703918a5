// `play`: an interactive helper. It suggests a guess; you type the colours the game showed (for
// the suggested word) or `word=marks` for another word; `undo`, `hard`, `new`, `quit`. Works the
// same with stdin piped (each line is echoed after a `>` so the transcript reads like a session).
import { answerModel, boardState, isSolved, isValidHardGuess, suggest, formatMarks, type Board, type Mode, type SuggestResult } from '../core';
import { dateOf, InputError, marksOf, MAX_ROWS, modelOf, parseFlags, rowOf, strategyOf, UsageError } from './args';
import { describeResult } from './format';
import { quote, readLines } from './input';

const HELP = 'Type the colours you got for the suggested word (g/y/b or squares, e.g. bbygb), ' +
  'or word=marks for another word; undo, hard (toggle), new, help, quit.';

export async function playCommand(argv: readonly string[], input: NodeJS.ReadableStream, write: (s: string) => void) {
  const p = parseFlags('play', argv, { hard: 'boolean', model: 'string', date: 'string', strategy: 'string' });
  if (p.positionals.length) throw new UsageError(`play takes no words, got "${quote(p.positionals[0])}".`);
  const model = modelOf(p);
  const date = dateOf(p);
  const strategy = strategyOf(p);
  let mode: Mode = p.flags.has('hard') ? 'hard' : 'normal';
  let board: Board = [];
  let current: SuggestResult | undefined;
  const interactive = (input as { isTTY?: boolean }).isTTY === true;

  const show = () => {
    if (interactive) write('Thinking…\r');
    const r = suggest(board, { mode, model, date, strategy, top: 5 });
    if (interactive) write('\r\x1b[K');
    if (!r.ok) throw new Error(r.error); // rows are checked before they are added
    current = r.value;
    const rows = board.map((row) => `${row.guess.toUpperCase()} ${formatMarks(row.marks)}`).join(', ');
    write(`\nBoard${mode === 'hard' ? ' (hard mode)' : ''}: ${rows || 'empty'}\n${describeResult(current, 10)}\n`);
    if (isSolved(board)) write(`Solved in ${board.length}! Type new or quit.\n`);
    else if (current.suggestions.length === 0) write('Out of guesses. Type undo, new or quit.\n');
    else write(`Play ${current.suggestions[0].word.toUpperCase()} and type the colours you got.\n`);
    if (interactive) write('> ');
  };

  /** Adds a row after checking it against hard mode and the board; returns why not, or null. */
  const add = (line: string): string | null => {
    if (board.length >= MAX_ROWS) return 'The board is full (six rows): undo or new.';
    let row: Board[number];
    if (line.includes('=')) {
      row = rowOf(line, board.length);
    } else {
      const marks = marksOf(line);
      const best = current?.suggestions[0];
      if (!marks) return `"${quote(line)}" is neither colours (five of g/y/b or squares) nor word=marks; type help for the commands.`;
      if (!best) return 'There is no suggested word to apply these colours to: use word=marks, undo or new.';
      row = { guess: best.word, marks };
    }
    if (mode === 'hard') {
      const check = isValidHardGuess(board, row.guess);
      if (!check.ok) return `${row.guess.toUpperCase()} is not allowed in hard mode: ${check.reason}.`;
    }
    const next = [...board, row];
    const r = boardState(next, answerModel(model, { date }));
    if (!r.ok) return r.error;
    board = next;
    return null;
  };

  write(`Wordle helper: ${model} answer model, ${strategy} strategy. ${HELP}\n`);
  show();
  for await (const raw of readLines(input)) {
    const line = raw.trim().toLowerCase();
    if (!interactive) write(`> ${quote(raw.trim(), 80)}\n`);
    if (line === '') continue;
    if (line === 'quit' || line === 'q' || line === 'exit') break;
    let problem: string | null = null;
    if (line === 'help') problem = HELP;
    else if (line === 'undo') {
      if (board.length === 0) problem = 'Nothing to undo.';
      else board = board.slice(0, -1);
    } else if (line === 'new') board = [];
    else if (line === 'hard') {
      mode = mode === 'hard' ? 'normal' : 'hard';
      write(`Hard mode ${mode === 'hard' ? 'on' : 'off'}.\n`);
    } else {
      try {
        problem = add(line);
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        problem = e.message;
      }
    }
    if (problem) {
      write(`${problem}\n`);
      if (interactive) write('> ');
    } else show();
  }
  write('Bye.\n');
}
