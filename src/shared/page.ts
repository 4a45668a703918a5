// What the content script reports about the page it reads. Produced by src/content, carried by
// the background, shown by the panel.
import type { Mark, Row } from '../core/types';
import { isDate } from '../core/dates';
import { isBoard, isIntIn, isListOf, isMarkPrefix, isNullable, isNullableBool, isOptional, isString, isTagged, isText, oneOfEvery } from './shapes';

export type GameStatus = 'playing' | 'won' | 'lost';

/** The kinds of Wordle page that show a board (shared/wordle-url.ts). */
export type PuzzleKind = 'daily' | 'archive' | 'custom';

/**
 * Where the page's hard-mode setting came from:
 * 'switch'      the settings dialog is open and its switch says;
 * 'saved-game'  exactly one of the game's saved states matches the board (or they all agree);
 * 'no-saved-game' / 'several-saved-games'  none, or several that disagree: unknown, not guessed;
 * 'no-storage'  the page's storage could not be read.
 */
export type HardModeSource = 'switch' | 'saved-game' | 'no-saved-game' | 'several-saved-games' | 'no-storage';

/**
 * Known pages without a board, each a normal step of playing, not an error:
 * 'welcome'         the welcome card ("Play" / "Continue"); the board appears after the press;
 * 'archive-listing' the archive's list of past puzzles;
 * 'terms'           the terms / cookie card that blocks the game until accepted;
 * 'custom-length'   a custom puzzle whose words are not five letters (letters says how many).
 */
export type ScreenName = 'welcome' | 'archive-listing' | 'terms' | 'custom-length';

export type PageReading =
  | {
      kind: 'board';
      /** Settled rows only (all five tiles show their colour: past the half turn of their flip). */
      rows: Row[];
      /** Letters typed in the current row so far (lowercase), '' if none. */
      typing: string;
      /**
       * The colours the current row's tiles show so far, from the left, while the row is being
       * revealed (at most four: five make a settled row); absent when none shows one. The solver
       * works out the boards they still allow before the row settles.
       */
      shown?: Mark[];
      status: GameStatus;
      /** Hard mode as the page's own setting says, or null if it does not say. */
      hardMode: boolean | null;
      /** Why hardMode is what it is (absent from readers that do not say). */
      hardModeFrom?: HardModeSource;
      /**
       * The puzzle's date, YYYY-MM-DD: the matched saved game's printDate, else the archive
       * puzzle's date from the address, else today on the player's clock (absent from older readers).
       */
      date?: string;
      /**
       * The date the page was loaded on the player's clock (the content script's start, added to
       * each reading it sends): the puzzle on screen is at latest that day's, whatever `date` says
       * of a board read after midnight. Without it no past day is asked for (past-answers.ts).
       */
      loadedOn?: string;
      /**
       * Which puzzle the address shows: today's daily, an archive day's, or a custom one (absent
       * from older readers). Only today's daily puzzle counts for the streak, so only it gets the
       * midnight line.
       */
      puzzle?: PuzzleKind;
      /** The page's dark and high-contrast (colour-blind) palettes, where it says. */
      darkMode: boolean | null;
      highContrast: boolean | null;
      /** Which markup era the board was read from. */
      markup: 'react' | 'shadow-dom';
    }
  | {
      kind: 'screen';
      screen: ScreenName;
      /** Letters per word, for 'custom-length'; null otherwise. */
      letters: number | null;
    }
  | {
      kind: 'unrecognised';
      /** Plain words for the panel: what went wrong. */
      reason: string;
      /** The selectors or structures looked for, for the bug report. */
      lookedFor: string[];
    };

export const isGameStatus = oneOfEvery<GameStatus>({ playing: true, won: true, lost: true });

type BoardReading = Extract<PageReading, { kind: 'board' }>;

const isReading = isTagged<PageReading, 'kind'>('kind', {
  board: {
    rows: isBoard,
    typing: (v) => isString(v) && /^[a-z]{0,5}$/.test(v),
    shown: isOptional((v) => isMarkPrefix(v) && v.length > 0),
    status: isGameStatus,
    hardMode: isNullableBool,
    hardModeFrom: isOptional(oneOfEvery<HardModeSource>({ switch: true, 'saved-game': true, 'no-saved-game': true, 'several-saved-games': true, 'no-storage': true })),
    date: isOptional(isDate),
    loadedOn: isOptional(isDate),
    puzzle: isOptional(oneOfEvery<PuzzleKind>({ daily: true, archive: true, custom: true })),
    darkMode: isNullableBool,
    highContrast: isNullableBool,
    markup: oneOfEvery<BoardReading['markup']>({ react: true, 'shadow-dom': true }),
  },
  screen: {
    screen: oneOfEvery<ScreenName>({ welcome: true, 'archive-listing': true, terms: true, 'custom-length': true }),
    letters: isNullable(isIntIn(1, 12)),
  },
  unrecognised: { reason: isText, lookedFor: isListOf(50, isText) },
});

/** What the content script reports; a custom-length screen says how many letters, the others none. */
export const isPageReading = (v: unknown): v is PageReading =>
  isReading(v) && (v.kind !== 'screen' || (v.screen === 'custom-length') === (v.letters !== null));
