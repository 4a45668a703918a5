import { act, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { GameAnalysis } from '../../src/core/types';
import { gamesToCsv, gamesToJson, parseGameFile } from '../../src/panel/game-files';
import { gamesStats, SKILL_WINDOW } from '../../src/panel/games-stats';
import { sampleGames, storedGames } from '../../src/panel/mock-games';
import { t } from '../../src/panel/i18n';
import { dateText } from '../../src/panel/format';
import { boardFor } from '../../src/panel/mock-scenarios';
import { GAME_PREFIX, gameKey, marksOf, type GameRecord } from '../../src/shared/games';
import { App } from '../../src/panel/App';
import { createMockConnector } from '../../src/panel/connector-mock';
import { createYourGamesStore } from '../../src/panel/store/your-games-store';
import { renderPanel } from './render-panel';

const won = boardFor(['crane', 'spilt', 'stove']);
const lostBoard = boardFor(['crane', 'pound', 'bound', 'found', 'hound', 'mound'], 'wound');
const g = (date: string, over: Partial<GameRecord> = {}): GameRecord => ({
  v: 1, date, player: 'ANON', words: 'cranespiltstove', marks: marksOf(won), won: true, hard: false, model: 'nyt', skill: 90, luck: 0.5, extra: 0.2, best: 3, hints: 'all', from: 'played', ...over,
});
const three = [
  g('2026-11-28', { skill: 80, best: 4 }),
  g('2026-11-29', { words: lostBoard.map((r) => r.guess).join(''), marks: marksOf(lostBoard), won: false, best: undefined, skill: 60, hard: true, hints: '121212' }),
  g('2026-11-30', { skill: 95 }),
];
const analysis: GameAnalysis = {
  solved: true, skill: 95,
  rows: won.map((r) => ({ ...r, candidatesBefore: 100, candidatesAfter: 10, bitsGained: 3, bitsExpected: 2.5, expectedGuesses: 3, bestWord: 'salet', bestExpectedGuesses: 3, hardValid: true })),
};

async function openYourGames(games: Record<string, unknown>, asked: (string | undefined)[] = []) {
  const r = await renderPanel({ games, analyse: (_b, _m, _model, date) => (asked.push(date), { ok: true, value: analysis }) });
  fireEvent.click(r.getByTestId('your-games-mode'));
  await waitFor(() => r.getByTestId('your-games').getAttribute('aria-busy') === 'false' || Promise.reject(new Error('loading')));
  return r;
}
const value = (r: Awaited<ReturnType<typeof renderPanel>>, id: string) => r.getByTestId(id).dataset.value;
/** The keys of the kept games in the mock's storage.local, sorted. */
const keptKeys = (r: Awaited<ReturnType<typeof renderPanel>>) => [...r.connector.gameArea.m.keys()].filter((k) => k.startsWith(GAME_PREFIX)).sort();

describe('your games figures', () => {
  it('count games, wins, guesses (a loss as 7), skill, and the best play on the same answers', () => {
    const s = gamesStats(three);
    expect([s.played, s.won, s.averageGuesses, s.averageSkill]).toEqual([3, 2, (3 + 7 + 3) / 3, (80 + 60 + 95) / 3]);
    // The lost game's answer is not known: the comparison is over the two won games.
    expect(s.sameAnswers).toEqual({ games: 2, yours: 3, best: 3.5 });
    expect(s.distribution).toEqual({ yours: [0, 0, 2, 0, 0, 0, 0], best: [0, 0, 1, 1, 0, 0, 0] });
    expect([s.bestGame?.date, s.worstGame?.date]).toEqual(['2026-11-30', '2026-11-29']);
    expect(s.hints).toEqual({ games: 1, steps: 3 });
  });

  it('skill over time is a rolling average over the last games, named by its window', () => {
    const games = Array.from({ length: SKILL_WINDOW + 5 }, (_, i) => g(`2026-10-${String(i + 1).padStart(2, '0')}`, { skill: i < SKILL_WINDOW ? 50 : 100 }));
    const series = gamesStats(games).skillSeries.map((p) => p.value);
    expect(series[0]).toBe(50);
    expect(series[SKILL_WINDOW - 1]).toBe(50);
    expect(series.at(-1)).toBe((5 * 50 + 5 * 100) / SKILL_WINDOW);
  });
});

describe('"Your games"', () => {
  it('shows the figures, both charts, the best and worst games, and opens a game\'s full analysis', async () => {
    const dates: (string | undefined)[] = [];
    const r = await openYourGames(storedGames(three), dates);
    expect(value(r, 'games-kept')).toBe('3');
    expect(value(r, 'games-average')).toBe('4.33');
    expect([r.getByTestId('games-vs-best').dataset.yours, r.getByTestId('games-vs-best').dataset.best]).toEqual(['3.00', '3.50']);
    const bars = [...r.getByTestId('games-distribution').querySelectorAll('[data-series]')].map((b) => `${b.getAttribute('data-series')}:${b.getAttribute('data-value')}`);
    expect(bars.slice(4, 8)).toEqual(['yours:2', 'best:1', 'yours:0', 'best:1']);
    expect(r.getByTestId('games-skill').querySelector('svg')!.getAttribute('aria-label')).toMatch(/average of the last 10/);
    // The skill chart's dates as the panel writes every date, not 2026-11-28.
    const ends = Array.from(r.getByTestId('games-skill').querySelectorAll('.bar-label'), (e) => e.textContent);
    expect(ends).toEqual([dateText('2026-11-28'), dateText('2026-11-30')]);
    expect(ends.join(' ')).not.toMatch(/\d{4}-\d\d-\d\d/);
    expect(r.getByTestId('games-worst').dataset.date).toBe('2026-11-29');
    expect(r.getAllByTestId('kept-game').map((b) => b.dataset.date)).toEqual(['2026-11-30', '2026-11-29', '2026-11-28']);
    dates.length = 0;
    fireEvent.click(r.getAllByTestId('kept-game')[0]);
    await waitFor(() => r.getByTestId('skill'));
    const detail = r.getByTestId('game-detail').dataset;
    expect([detail.date, detail.won, detail.guesses]).toEqual(['2026-11-30', 'true', '3']);
    // Its day written as every date of the panel (the messages' locale, not the system's).
    expect(r.getAllByRole('heading', { level: 2 }).some((h) => h.textContent?.includes('30 Nov 2026'))).toBe(true);
    // Analysed as the game keeper did: by the model of the game's own day.
    expect(dates).toEqual(['2026-11-30']);
    expect(r.getByTestId('hints-used').dataset.value).toBe('all');
    fireEvent.click(r.getByRole('button', { name: '← Back to your games' }));
    expect(value(r, 'games-kept')).toBe('3');
  });

  it('deletes one game from its detail view, once confirmed, and only that one', async () => {
    const r = await openYourGames(storedGames(three));
    fireEvent.click(r.getAllByTestId('kept-game').find((b) => b.dataset.date === '2026-11-29')!);
    fireEvent.click(r.getByTestId('delete-game'));
    expect(r.connector.gameArea.m.size).toBe(3); // not before the confirmation
    fireEvent.click(r.getByTestId('delete-game-confirm'));
    await waitFor(() => r.getByTestId('game-deleted'));
    expect(r.getByTestId('game-deleted').dataset.date).toBe('2026-11-29');
    expect(keptKeys(r)).toEqual([gameKey(three[0]), gameKey(three[2])]);
    // Marked deleted, as the background's repository marks it (the mock runs it).
    expect(r.connector.gameArea.m.get('deleted-games')).toEqual({ games: [`2026-11-29|${three[1].words}`] });
    await waitFor(() => expect(value(r, 'games-kept')).toBe('2'));
  });

  it('a damaged stored game is counted and left alone; every other game shows', async () => {
    const r = await openYourGames({ ...storedGames(three), 'game/2026-11-01/ANON': { v: 1, date: '2026-11-01', words: 'xx' } });
    expect(value(r, 'games-kept')).toBe('3');
    expect(value(r, 'games-unreadable')).toBe('1');
    expect(r.connector.gameArea.m.has('game/2026-11-01/ANON')).toBe(true);
  });

  it('names an export by the player\'s own day, as every puzzle day is, not by UTC\'s', async () => {
    const r = await openYourGames(storedGames(sampleGames(3)));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    // The unit projects run in UTC: the zone is moved here, where UTC is already a day ahead.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T03:00:00Z')); // 1 December, 7 pm in Los Angeles
    try {
      fireEvent.click(r.getByTestId('export-json'));
      fireEvent.click(r.getByTestId('export-csv'));
    } finally {
      vi.useRealTimers();
      process.env.TZ = zone;
      click.mockRestore();
    }
    expect(names).toEqual(['wordle-games-2026-12-01.json', 'wordle-games-2026-12-01.csv']);
  });

  it('export, delete all (confirmed), import: the same view again; a bad file changes nothing', async () => {
    const games = sampleGames(45);
    const r = await openYourGames(storedGames(games));
    const before = [value(r, 'games-kept'), value(r, 'games-average'), value(r, 'games-skill-average')];
    expect(before[0]).toBe('45');
    const json = gamesToJson((await r.connector.loadGames()).games);
    fireEvent.click(r.getByTestId('delete-all'));
    expect(r.connector.gameArea.m.size).toBe(45); // not before the confirmation
    await act(async () => {
      fireEvent.click(r.getByTestId('delete-confirm'));
    });
    await waitFor(() => r.getByText(/No games kept yet/));
    expect(keptKeys(r)).toEqual([]);
    /** Picks a file to import and waits for what the panel says of it (each file here gets other words). */
    const importFile = async (name: string, text: string) => {
      const said = () => r.queryByTestId('games-message')?.textContent;
      const before = said();
      const input = r.getByTestId('import-file') as HTMLInputElement;
      Object.defineProperty(input, 'files', { value: [new File([text], name)], configurable: true });
      fireEvent.change(input);
      await waitFor(() => expect(said()).not.toBe(before));
    };
    await importFile('games.json', json);
    await waitFor(() => expect(value(r, 'games-kept')).toBe('45'));
    expect([value(r, 'games-kept'), value(r, 'games-average'), value(r, 'games-skill-average')]).toEqual(before);
    expect(r.getByTestId('games-message').textContent).toBe('Imported: 45 games added, 0 already kept (those were left as they were).');
    // A file with one bad game: one message, nothing changed.
    const bad = json.replace('"won": true', '"won": "yes"');
    await importFile('bad.json', bad);
    expect(r.getByTestId('games-message').textContent).toMatch(/^The file was not imported: game \d+ in it is not a valid game .*Nothing was changed\.$/);
    expect(keptKeys(r)).toHaveLength(45);
    await importFile('bad.txt', 'hello');
    expect(r.getByTestId('games-message').getAttribute('role')).toBe('alert');
  });
});

describe('"Your games" inside the Wordle page', () => {
  it('shows the games, offers no export, import or delete, and sends the player to a tab of the extension\'s page for them', async () => {
    const connector = createMockConnector({ games: storedGames(three), analyse: () => ({ ok: true, value: analysis }) });
    const page = within(render(<App connector={connector} mode="games" overlay={{ open: true, onOpen: () => undefined }} />).container as HTMLElement);
    await waitFor(() => expect(page.getByTestId('games-kept').dataset.value).toBe('3'));
    for (const id of ['games-files', 'export-json', 'export-csv', 'import-file', 'delete-all']) expect(page.queryByTestId(id), id).toBeNull();
    fireEvent.click(page.getByTestId('open-games-tab'));
    await waitFor(() => expect(connector.pagesOpened).toEqual(['your-games']));
    // A game opened: its analysis, and the same way to a tab in place of Delete this game.
    fireEvent.click(page.getAllByTestId('kept-game')[0]);
    await waitFor(() => page.getByTestId('game-detail'));
    expect(page.queryByTestId('delete-game')).toBeNull();
    fireEvent.click(page.getByTestId('open-games-tab'));
    await waitFor(() => expect(connector.pagesOpened).toEqual(['your-games', 'your-games']));
    expect(connector.gameArea.m.size).toBe(3);
  });

  it('says so when the tab could not be opened', async () => {
    const connector = createMockConnector({ games: storedGames(three) });
    connector.openGamesPage = async () => {
      throw new Error('no tabs here');
    };
    const page = within(render(<App connector={connector} mode="games" overlay={{ open: true, onOpen: () => undefined }} />).container as HTMLElement);
    await waitFor(() => page.getByTestId('open-games-tab'));
    fireEvent.click(page.getByTestId('open-games-tab'));
    await waitFor(() => expect(page.getByTestId('games-message').getAttribute('role')).toBe('alert'));
  });
});

describe('game files', () => {
  it('CSV and JSON both read back as the same games, field for field', () => {
    const games = [...three, g('2026-11-27', { marks: null, won: false, words: lostBoard.map((x) => x.guess).join(''), noAnalysis: 'answer-unknown', skill: undefined, luck: undefined, extra: undefined, best: undefined, hints: undefined, from: 'saved' })];
    const clean = games.map((x) => JSON.parse(JSON.stringify(x)));
    expect(parseGameFile(gamesToJson(games))).toEqual({ ok: true, value: clean });
    expect(parseGameFile(gamesToCsv(games))).toEqual({ ok: true, value: clean });
    expect(gameKey(clean[3])).toBe('game/2026-11-27/ANON');
  });

  it('refuse a file from another version, a broken CSV line, a file of something else', () => {
    expect(parseGameFile(gamesToJson(three).replace('"version": 1', '"version": 2'))).toMatchObject({ ok: false });
    const csv = gamesToCsv(three).split('\n');
    csv[2] = `${csv[2]},extra`;
    expect(parseGameFile(csv.join('\n'))).toEqual({ ok: false, error: expect.stringContaining('game 2 in it') });
    expect(parseGameFile('{"format":"x","games":[]}')).toEqual({ ok: false, error: expect.stringContaining('not a file of kept games') });
  });
});

describe('the streak', () => {
  const today = '2026-12-03';
  const daily = [g('2026-11-29'), g('2026-11-30'), g('2026-12-01'), g('2026-12-02')];

  async function atToday(games: GameRecord[]) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T09:00:00`));
    try {
      const r = await renderPanel({ games: storedGames(games) });
      return r;
    } finally {
      vi.useRealTimers();
    }
  }

  it('shows a running streak in the header, today still to play, and the current and best streak in Your games', async () => {
    // An archive game on the missed day before does not join the older run to this one.
    const games = [g('2026-11-20'), g('2026-11-21'), g('2026-11-22', { archive: true }), ...daily, g('2026-11-23', { archive: true })];
    const r = await atToday(games);
    const header = await waitFor(() => r.getByTestId('streak-header'));
    expect([header.dataset.value, header.dataset.today]).toEqual(['4', 'open']);
    fireEvent.click(r.getByTestId('your-games-mode'));
    await waitFor(() => r.getByTestId('games-streak'));
    expect([value(r, 'games-streak'), value(r, 'games-streak-best')]).toEqual(['4', '4']);
  });

  it('no header line when no streak runs (a day missed), while Your games keeps the best', async () => {
    const r = await atToday([...daily.slice(0, 2), g('2026-12-01', { archive: true })]);
    fireEvent.click(r.getByTestId('your-games-mode'));
    await waitFor(() => r.getByTestId('games-streak'));
    expect([value(r, 'games-streak'), value(r, 'games-streak-best')]).toEqual(['0', '2']);
    expect(r.queryByTestId('streak-header')).toBeNull();
  });
});

describe('results brought in from shared grids', () => {
  it('a paste of share texts among chat becomes games of their days, counted in the streak; the blocks not read are named by line', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T09:00:00'));
    let r: Awaited<ReturnType<typeof openYourGames>>;
    try {
      r = await openYourGames(storedGames([g('2026-12-02')]));
    } finally {
      vi.useRealTimers();
    }
    // Puzzles 1,990 and 1,991 are 2026-11-30 and 2026-12-01; 1,992 (12-02) is kept with its words already.
    // No chat line names a sender: all of it is the player's, and nothing is asked.
    const text = ['Wordle 1,990 4/6*', '', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '⬛🟩🟩🟩🟩', '🟩🟩🟩🟩🟩', 'nice!', 'Wordle 1,991 2/6', '🟧🟦⬜⬜⬜', '🟧🟧🟧🟧🟧', 'Wordle 1,992 1/6', '🟩🟩🟩🟩🟩', 'Wordle 1,993 3/6', '🟩🟩🟩🟩🟩'].join('\n');
    fireEvent.click(r.getByText(t('gridsHeading')));
    fireEvent.input(r.getByTestId('grids-text'), { target: { value: text } });
    await act(async () => {
      fireEvent.click(r.getByTestId('grids-import'));
      await r.connector.settled();
    });
    await waitFor(() => expect(value(r, 'games-kept')).toBe('3'));
    expect(r.queryByTestId('grid-senders')).toBeNull();
    expect(r.getByTestId('grid-problems').dataset.lines).toBe('13');
    const days = r.getAllByTestId('kept-game').map((el) => el.dataset.date);
    expect(days).toEqual(['2026-12-02', '2026-12-01', '2026-11-30']);
    // The kept game of 12-02 stays as it was; the streak runs over all three days.
    expect(value(r, 'games-streak')).toBe('3');
    expect(r.getByTestId('games-message').textContent).toMatch(/2 added, 1 already kept/);
    // A game from a grid opens with its colours, no words and no analysis.
    fireEvent.click(r.getAllByTestId('kept-game')[2]);
    expect(r.getByTestId('shared-grid').textContent).toContain('🟩🟩🟩🟩🟩');
    expect(r.getByTestId('game-no-analysis')).toBeTruthy();
    // The paste box stands once, in Your games: not on a game's page.
    expect(r.queryByTestId('grids')).toBeNull();
  });

  /** A WhatsApp chat: Ann posts 11-30, 12-01 and 12-02 (puzzles 1,990 to 1,992), Me (the player) 11-30 and 12-02. */
  const CHAT = [
    '30/11/2026, 08:01 - Ann: Wordle 1,990 3/6', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩',
    '30/11/2026, 08:15 - Me: Wordle 1,990 2/6', '⬛🟨⬛⬛⬛', '🟩🟩🟩🟩🟩',
    '01/12/2026, 07:50 - Ann: Wordle 1,991 4/6', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '⬛🟩🟩🟩🟩', '🟩🟩🟩🟩🟩',
    '02/12/2026, 07:40 - Ann: Wordle 1,992 3/6', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩',
    '02/12/2026, 09:02 - Me: Wordle 1,992 3/6', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩',
  ].join('\n');

  async function paste(r: Awaited<ReturnType<typeof openYourGames>>, text: string) {
    fireEvent.input(r.getByTestId('grids-text'), { target: { value: text } });
    await act(async () => {
      fireEvent.click(r.getByTestId('grids-import'));
      await r.connector.settled();
    });
  }

  it("a chat with a friend asks whose results are the player's, keeps only theirs (the friend's day does not fill a missed one), and remembers the choice on this device", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T09:00:00'));
    let r: Awaited<ReturnType<typeof openYourGames>>;
    try {
      r = await openYourGames(storedGames([g('2026-12-02')]));
    } finally {
      vi.useRealTimers();
    }
    expect(value(r, 'games-streak')).toBe('1');
    fireEvent.click(r.getByText(t('gridsHeading')));
    await paste(r, CHAT);
    // Nothing is kept before the player says whose; nothing is ticked yet.
    expect(keptKeys(r)).toEqual(['game/2026-12-02/ANON']);
    const senders = () => r.getAllByTestId('grid-sender') as HTMLInputElement[];
    expect(senders().map((el) => [el.dataset.name, el.dataset.results, el.checked])).toEqual([
      ['Ann', '3', false],
      ['Me', '2', false],
    ]);
    expect((r.getByTestId('grids-keep-mine') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(senders()[1]);
    await act(async () => {
      fireEvent.click(r.getByTestId('grids-keep-mine'));
      await r.connector.settled();
    });
    await waitFor(() => expect(value(r, 'games-kept')).toBe('2'));
    // 11-30 from the grid, 12-02 kept with its words; Ann's 12-01 does not bridge the missed day.
    expect(keptKeys(r)).toEqual(['game/2026-11-30/SHARED', 'game/2026-12-02/ANON']);
    expect(value(r, 'games-streak')).toBe('1');
    expect(r.queryByTestId('grid-senders')).toBeNull();
    expect(r.connector.saved.at(-1)?.gridSenders).toEqual(['Me']);
    // The next paste ticks the name remembered; unticking it and ticking Ann changes what is remembered.
    await paste(r, CHAT);
    expect(senders().map((el) => el.checked)).toEqual([false, true]);
    fireEvent.click(senders()[1]);
    fireEvent.click(senders()[0]);
    expect(senders().map((el) => el.checked)).toEqual([true, false]);
    await act(async () => {
      fireEvent.click(r.getByTestId('grids-keep-mine'));
      await r.connector.settled();
    });
    await waitFor(() => expect(r.connector.saved.at(-1)?.gridSenders).toEqual(['Ann']));
  });

  it('a chat whose senders cannot be read is never kept as the player\'s without a tick: the panel names the line and leaves "No name shown" unticked, even when remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T09:00:00'));
    let r: Awaited<ReturnType<typeof renderPanel>>;
    try {
      r = await renderPanel({ games: storedGames([g('2026-12-02')]), settings: { gridSenders: ['', 'Me'] } });
      fireEvent.click(r.getByTestId('your-games-mode'));
      await waitFor(() => r.getByTestId('your-games').getAttribute('aria-busy') === 'false' || Promise.reject(new Error('loading')));
    } finally {
      vi.useRealTimers();
    }
    // Dated like an export, in a syntax no reader knows: Ann's 1,991 and the player's 1,990.
    const unread = [
      '01/12/2026 | 07:50 | Ann | Wordle 1,991 2/6', '⬛🟨⬛⬛⬛', '🟩🟩🟩🟩🟩',
      '30/11/2026 | 08:15 | Me | Wordle 1,990 2/6', '⬜🟨⬜⬜⬜', '🟩🟩🟩🟩🟩',
    ].join('\n');
    fireEvent.click(r.getByText(t('gridsHeading')));
    await paste(r, unread);
    expect(keptKeys(r)).toEqual(['game/2026-12-02/ANON']);
    const senders = r.getAllByTestId('grid-sender') as HTMLInputElement[];
    expect(senders.map((el) => [el.dataset.name, el.dataset.results, el.checked])).toEqual([['', '2', false]]);
    expect(r.getByTestId('grids-unread').dataset.line).toBe('1');
    expect(r.getByTestId('grids-unread').textContent).toBe(t('gridsUnreadChat', '1'));
    expect((r.getByTestId('grids-keep-mine') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the games are held only while "Your games" shows them', () => {
  it('drops the games, and the game opened, when the view closes (the panel inside the page too)', async () => {
    const store = createYourGamesStore(createMockConnector({ games: storedGames(three) }));
    const stop = store.show();
    await waitFor(() => expect(store.kept.value?.games).toHaveLength(3));
    store.open(store.kept.value!.games[0]);
    stop();
    expect([store.kept.value, store.opened.value]).toEqual([null, null]);
  });

  it('a view closed while the games are on their way keeps none of them; one still open keeps them', async () => {
    const store = createYourGamesStore(createMockConnector({ games: storedGames(three) }));
    store.show()();
    await new Promise((done) => setTimeout(done, 20));
    expect(store.kept.value).toBeNull();
    const first = store.show();
    const second = store.show();
    first();
    await waitFor(() => expect(store.kept.value?.games).toHaveLength(3));
    second();
    expect(store.kept.value).toBeNull();
  });
});
