import { describe, expect, it } from 'vitest';
import { answerModel, boardState, describeKnowledge, type Board } from '../../src/core';
import { analyseBoard } from '../../src/core/board';
import { boardOf } from './rows';

const errorOf = (board: Board) => {
  const r = analyseBoard(board);
  return r.ok ? null : r.error;
};
const summary = (...rows: string[]) => {
  const r = analyseBoard(boardOf(...rows));
  if (!r.ok) throw new Error(r.error);
  return describeKnowledge(r.value);
};

describe('knowledge summaries', () => {
  it('says nothing is known on an empty board', () => {
    expect(summary()).toBe('nothing known yet');
  });

  it('keeps greens, yellows with the places they are not, counts and absent letters', () => {
    expect(summary('serve=bybbg')).toBe('greens ____E; in the word E (not 2); at least 2 E; absent R S V');
    expect(summary('salet=bbygb', 'crony=bgbbb')).toBe('greens _R_E_; in the word L (not 3); absent A C N O S T Y');
  });

  it('caps a count when a repeated letter comes back grey', () => {
    expect(summary('eerie=ybbbb')).toBe('in the word E (not 1,2,5); exactly 1 E; absent I R');
    expect(summary('level=bybbb')).toBe('in the word E (not 2,4); exactly 1 E; absent L V');
    expect(summary('speed=bbggb')).toBe('greens __EE_; at least 2 E; absent D P S');
  });

  it('reports the structured knowledge behind the summary', () => {
    const r = analyseBoard(boardOf('eerie=ybbbb'));
    expect(r).toEqual({
      ok: true,
      value: { greens: [null, null, null, null, null], present: [{ letter: 'e', notAt: [0, 1, 4] }], counts: [{ letter: 'e', min: 1, max: 1 }], absent: ['i', 'r'] },
    });
  });
});

describe('contradictory boards name the row', () => {
  it('carry the code the panel picks its advice by; a malformed row does not', () => {
    expect(analyseBoard(boardOf('salet=gbbbb', 'crane=gbbbb'))).toMatchObject({ ok: false, code: 'contradictory' });
    const malformed = analyseBoard([{ guess: 'sale', marks: ['absent', 'absent', 'absent', 'absent'] }]);
    expect(malformed.ok).toBe(false);
    expect(malformed).not.toHaveProperty('code');
  });

  it('two greens for one place', () => {
    expect(errorOf(boardOf('salet=gbbbb', 'crane=gbbbb'))).toBe(
      'Contradictory colours in row 2 (CRANE 🟩⬛⬛⬛⬛), given row 1: its 1st letter is green C, but it is already known to be S.',
    );
  });

  it('a yellow after a grey of the same letter in one row', () => {
    expect(errorOf(boardOf('eerie=bybbb'))).toBe(
      'Contradictory colours in row 1 (EERIE ⬛🟨⬛⬛⬛): its 2nd letter E is yellow after a grey E, which the colouring rule never shows.',
    );
  });

  it('a letter shown after it was known absent, naming rows 1-2 for row 3', () => {
    expect(errorOf(boardOf('salet=bbbbb', 'crane=bbbbb', 'level=ybbbb'))).toBe(
      'Contradictory colours in row 3 (LEVEL 🟨⬛⬛⬛⬛), given rows 1-2: it shows L in the word, but L is already known to be absent.',
    );
  });

  // The message words the clash from the row that greys the letter, not from the row that showed it.
  it('a letter greyed after it was shown, worded from the greying row', () => {
    expect(errorOf(boardOf('eerie=yybbb', 'geese=bbbbb'))).toBe(
      'Contradictory colours in row 2 (GEESE ⬛⬛⬛⬛⬛), given row 1: it shows E absent, but E is already known to be in the word.',
    );
    expect(errorOf(boardOf('eerie=yybbb', 'level=bybbb'))).toBe(
      'Contradictory colours in row 2 (LEVEL ⬛🟨⬛⬛⬛), given row 1: it allows at most 1 E, but at least 2 are already known.',
    );
  });

  it('more copies than an earlier grey allows', () => {
    expect(errorOf(boardOf('geese=bgbbb', 'tepee=bgbyb'))).toBe(
      'Contradictory colours in row 2 (TEPEE ⬛🟩⬛🟨⬛), given row 1: it needs at least 2 E, but at most 1 is possible.',
    );
  });

  it('a malformed row', () => {
    expect(errorOf([{ guess: 'sal', marks: [] }])).toBe('row 1 (SAL ): "sal" is not five letters a-z');
  });

  it('a consistent board no word fits is not an error: the answer may be unlisted', () => {
    const r = boardState(boardOf('salet=bbbbb', 'fuzzy=ggggb'), answerModel('nyt'));
    expect(r.ok && r.value.unlisted).toBe(true);
    expect(r.ok && r.value.set.idx.length).toBe(0);
  });

  it('keeps long shots under nyt where the classic model has no candidate left', () => {
    const board = boardOf('aahed=ggggg');
    const nyt = boardState(board, answerModel('nyt'));
    expect(nyt.ok && Array.from(nyt.value.set.idx)).toHaveLength(1);
    // Under classic no allowed answer fits: flagged, not an error (suggest() calls it solved).
    const classic = boardState(board, answerModel('classic'));
    expect(classic.ok && classic.value.unlisted).toBe(true);
  });
});
