// The one owner of what the player's games left in storage.local: the kept games (`game/*`,
// shared/games.ts), the copy of the page's saved games (`saved-games`, shared/saved-games.ts) and
// so the answers learned from them, the past answers fetched with the player's consent
// (`past-answers`, shared/past-answers.ts), the NYT's own statistics as the page showed them
// (`nyt-stats`, shared/nyt-stats.ts), and the marks of deleted games (`deleted-games`). Nothing else
// writes them: a panel page asks the background (panel:import-games, panel:delete-games,
// panel:delete-game), and every panel reads them through it (panel:games, games-followers.ts). Every write runs in one order (`serial`), so a
// delete between another write's read and its put cannot bring a record back. A read that fails
// rejects and is never taken for "nothing kept": nothing is written from it. The consent to fetch
// past answers (storage.local `setting.pastAnswers`, written by settings-storage.ts) is read here,
// in that order, before each claim, each request and each write of the fetched answers.
import type { DatedAnswer } from '../core/types';
import { putGame, readGame, readGames, type Area, type KeptGames } from '../shared/game-store';
import { ARCHIVE_GRID_PLAYER, awaitsAnalysis, gameKey, GAME_PREFIX, gridPlayerOf, SHARED_PLAYER, type GameRecord } from '../shared/games';
import { learnedAnswers, mergeGames, validGames, type SavedGame } from '../shared/saved-games';
import { archivesToMark, arrival, elsewhereRecord, identityOf, mayReplace, savedRecord, type PlayedElsewhere } from './game-rules';
import { PAST_KEY, parsePast, sortedAnswers, type PastRecord } from '../shared/past-answers';
import { MAX_LEARNED } from '../shared/shapes';
import { isDate } from '../core/dates';
import { CONSENT_KEY, consentOf } from '../shared/settings';
import { isNytStats, NYT_STATS_KEY, parseNytStats, withRead, type NytStats, type NytStatsRecord } from '../shared/nyt-stats';
import type { ModelName } from '../core/types';
import { historyRun, keptFromHistory, type HistoryBatch } from './history-rules';
import { HISTORY_KEY, parseHistory, type HistoryRecord } from '../shared/nyt-history';
import { HISTORY_CONSENT_KEY, historyConsentOf } from '../shared/settings';

const SAVED_GAMES_KEY = 'saved-games';
/** `{ keys: string[] }`: the kept games brought in from the NYT (their analysis waits for Your games to show). */
const BROUGHT_KEY = 'nyt-history-games';
const MAX_BROUGHT = 20_000;
/** `{ games: string[] }`: the identities (identityOf) of the games the player deleted. */
const DELETED_KEY = 'deleted-games';
/** Deleted games remembered, newest days first: more than the page's saved games can hold. */
const MAX_DELETED = 20_000;
const IDENTITY = /^\d{4}-\d\d-\d\d\|([a-z]{5}){1,6}$/;

/** How long the kept games read last answer the next reads (while nothing is written): a panel's opening and its Your games. */
const READ_KEPT_MS = 30_000;

const finished = (g: SavedGame) => g.status === 'won' || g.status === 'lost';

export class GameRepository {
  private order: Promise<unknown> = Promise.resolve();
  /** The saved games as last read or written; null until read (a failed read is not kept). */
  private saved: Promise<SavedGame[]> | null = null;

  /** Every write to the storage goes through here: the kept games read before it are stale. */
  private readonly area: Area;
  /**
   * The kept games as last read (readAll), and the writes since: a read is answered from it only
   * while no write began since it (its own or, through forget(), another writer's) and for
   * READ_KEPT_MS after it. Reading 2,000 records from storage.local takes 100-200 ms, and every
   * panel reads them at its opening (the streak) and again for Your games.
   */
  private lastRead: { writes: number; kept: Promise<KeptGames>; timer: ReturnType<typeof setTimeout> } | null = null;
  private writes = 0;

  constructor(area: Area) {
    const writing = async (write: () => Promise<void>) => {
      this.forget();
      try {
        await write();
      } finally {
        // Once more: a read begun while the write went on may hold what was there before.
        this.forget();
      }
    };
    this.area = { get: (keys) => area.get(keys), set: (items) => writing(() => area.set(items)), remove: (keys) => writing(() => area.remove(keys)) };
  }

  /** The kept games changed in storage (another writer: storage.onChanged): the next read reads them again. */
  forget(): void {
    this.writes++;
    if (this.lastRead) clearTimeout(this.lastRead.timer);
    this.lastRead = null;
  }

  /** Runs `fn` after every write begun before it. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.order.then(fn, fn);
    this.order = run.catch(() => undefined);
    return run;
  }

  // ---- The page's saved games and the answers learned from them ----

  /** The kept copy of the page's saved games, each checked; rejects when storage cannot be read. */
  savedGames(): Promise<SavedGame[]> {
    const read = (this.saved ??= this.area.get(SAVED_GAMES_KEY).then((got) => validGames((got[SAVED_GAMES_KEY] as { games?: unknown } | undefined)?.games)));
    // A failed read is tried again next time, never remembered as no games.
    read.catch(() => {
      if (this.saved === read) this.saved = null;
    });
    return read;
  }

  /**
   * The answers the player's games reveal (date → word, oldest first): the last word of each won
   * game of the saved games kept, a day two games disagree on left out. Every solver job carries
   * them (jobs.ts withLearned). Rejects when storage cannot be read.
   */
  async learnedAnswers(): Promise<DatedAnswer[]> {
    const [saved, past] = await Promise.all([this.savedGames(), this.past()]);
    // The player's own won games first; the fetched answers fill the days they do not show.
    const byDate = new Map(past.answers.map((a) => [a.date, a.word]));
    for (const a of learnedAnswers(saved)) byDate.set(a.date, a.word);
    return sortedAnswers(byDate).slice(-MAX_LEARNED);
  }

  // ---- Past answers fetched from the Wordle site ----

  /**
   * Which of `dates` may be asked for now: with the consent given on this device, days before
   * `today` not asked for yet today (each day at most once a day, whatever the pages and
   * restarts). Those returned are marked asked.
   */
  claimPastDays(today: string, dates: readonly string[]): Promise<string[]> {
    return this.serial(async () => {
      if (!(await this.consented())) return [];
      const past = await this.past();
      const asked = new Set(past.asked.on === today ? past.asked.dates : []);
      const claimed = [...new Set(dates)].filter((d) => isDate(d) && d < today && !asked.has(d));
      if (claimed.length === 0) return [];
      for (const d of claimed) asked.add(d);
      await this.area.set({ [PAST_KEY]: { ...past, asked: { on: today, dates: [...asked].sort().slice(-MAX_LEARNED) } } });
      return claimed;
    });
  }

  /**
   * Whether a page may request the day `date` now (asked before each request): the consent is
   * still given, and the day is still claimed (Delete all clears the claims) and before `today`.
   */
  mayFetchPast(date: string, today: string): Promise<boolean> {
    return this.serial(async () => date < today && (await this.consented()) && (await this.past()).asked.dates.includes(date));
  }

  /**
   * Keeps the fetched answers of days that were asked for (claimPastDays) and are before `today`,
   * while the consent is still given; anything else is dropped (a response that arrives after the
   * player withdrew it, or after Delete all cleared the claims). Resolves to whether the learned
   * answers changed.
   */
  recordPastAnswers(answers: readonly DatedAnswer[], today: string): Promise<boolean> {
    return this.serial(async () => {
      if (!(await this.consented())) return false;
      const past = await this.past();
      const asked = new Set(past.asked.dates);
      const byDate = new Map(past.answers.map((a) => [a.date, a.word]));
      const before = byDate.size;
      for (const a of answers) if (asked.has(a.date) && a.date < today && /^[a-z]{5}$/.test(a.word) && !byDate.has(a.date)) byDate.set(a.date, a.word);
      if (byDate.size === before) return false;
      const next: PastRecord = { ...past, answers: sortedAnswers(byDate).slice(-MAX_LEARNED) };
      await this.area.set({ [PAST_KEY]: next });
      return true;
    });
  }

  /** Whether the player's consent to fetch past answers is given on this device, now. */
  private async consented(): Promise<boolean> {
    return consentOf(await this.area.get(CONSENT_KEY)) === 'on';
  }

  /** The kept record of fetched past answers, checked; rejects when storage cannot be read. */
  private async past(): Promise<PastRecord> {
    return parsePast((await this.area.get(PAST_KEY))[PAST_KEY]);
  }

  /**
   * Merges a report of the page's saved games into the copy (nothing the page forgot is lost; a
   * deleted game is not taken back). Resolves to whether the learned answers changed.
   */
  recordSavedGames(reported: readonly SavedGame[]): Promise<boolean> {
    return this.serial(async () => {
      const [kept, deleted] = await Promise.all([this.savedGames(), this.deleted()]);
      const next = mergeGames(kept, reported.filter((g) => !deleted.has(identityOf(g))));
      if (JSON.stringify(next) === JSON.stringify(kept)) return false;
      await this.area.set({ [SAVED_GAMES_KEY]: { games: next } });
      this.saved = Promise.resolve(next);
      return JSON.stringify(learnedAnswers(next)) !== JSON.stringify(learnedAnswers(kept));
    });
  }

  // ---- The NYT's statistics as the page showed them ----

  /** The kept reads of the NYT's statistics, each checked; rejects when storage cannot be read. */
  async nytStats(): Promise<NytStatsRecord> {
    return parseNytStats((await this.area.get(NYT_STATS_KEY))[NYT_STATS_KEY]);
  }

  /** Keeps a read (checked again: figures that disagree are never kept). Whether the record changed. */
  recordNytStats(read: NytStats): Promise<boolean> {
    return this.serial(async () => {
      if (!isNytStats(read)) return false;
      return this.writeNytStats(withRead(await this.nytStats(), read));
    });
  }

  /** Notes that the page showed a statistics dialog that could not be read (`on`: the day, `reason`: why). */
  recordNytStatsUnread(on: string, reason: string): Promise<boolean> {
    return this.serial(async () => this.writeNytStats({ ...(await this.nytStats()), unread: { on, reason } }));
  }

  private async writeNytStats(next: NytStatsRecord): Promise<boolean> {
    const before = await this.nytStats();
    if (JSON.stringify(next) === JSON.stringify(before)) return false;
    await this.area.set({ [NYT_STATS_KEY]: next });
    return true;
  }

  // ---- The player's games brought in from the NYT's game service (nyt-history.ts) ----

  /** Where bringing them in stands, checked; rejects when storage cannot be read. */
  async history(): Promise<HistoryRecord> {
    return parseHistory((await this.area.get(HISTORY_KEY))[HISTORY_KEY]);
  }

  /**
   * Begins a run (or resumes: from the day after the last brought in) up to `until`, with the
   * consent given on this device; the days to ask, or null (no consent, or nothing left to ask).
   */
  beginHistory(until: string): Promise<{ from: string; until: string } | null> {
    return this.serial(async () => {
      if (!(await this.historyConsented())) return null;
      const had = await this.history();
      const run = historyRun(had, until);
      await this.area.set({ [HISTORY_KEY]: { ...had, run } });
      return run.state === 'running' ? { from: run.from, until: run.until } : null;
    });
  }

  /** Whether the page may make the run's next request now: the consent still given, the run not cancelled. */
  mayFetchHistory(): Promise<boolean> {
    return this.serial(async () => (await this.historyConsented()) && (await this.history()).run?.state === 'running');
  }

  /**
   * Keeps a batch's finished games of days before `today` (not deleted ones; one result a day as
   * every way in keeps them: a game with its words puts out a grid or "played elsewhere" of its day),
   * a lost game coloured where its day's answer is known, and moves the run on to the batch's last
   * day; only while the consent is given and the run goes on. Whether it was taken.
   */
  keepHistory(batch: HistoryBatch, model: ModelName, today: string): Promise<boolean> {
    return this.serial(async () => {
      const record = await this.history();
      if (!(await this.historyConsented()) || record.run?.state !== 'running' || batch.through > record.run.until) return false;
      const [answers, deleted] = await Promise.all([this.learnedAnswers(), this.deleted()]);
      const byDate = new Map(answers.map((a) => [a.date, a.word]));
      const fresh = keptFromHistory(batch.games, model, today, (d) => byDate.get(d)).filter((g) => !deleted.has(identityOf(g)));
      const added = await this.place(fresh, 'add');
      if (added.length > 0) {
        const brought = await this.broughtIn();
        for (const g of added) brought.add(gameKey(g));
        await this.area.set({ [BROUGHT_KEY]: { keys: [...brought].slice(-MAX_BROUGHT) } });
      }
      const through = record.through !== null && record.through > batch.through ? record.through : batch.through;
      const run = { ...record.run, games: record.run.games + added.length, unread: record.run.unread + batch.unread };
      await this.area.set({ [HISTORY_KEY]: { through, run } });
      return true;
    });
  }

  /** The page's run ended: done when it reached its last day, else stopped where it did and why. */
  endHistory(through: string | null, error: string | null): Promise<boolean> {
    return this.serial(async () => {
      const record = await this.history();
      if (record.run?.state !== 'running') return false;
      const done = error === null && through !== null && through >= record.run.until;
      await this.area.set({ [HISTORY_KEY]: { ...record, run: { ...record.run, state: done ? 'done' : error === null ? 'stopped' : 'failed', error } } });
      return true;
    });
  }

  /** The player cancelled (or withdrew the consent): the run stops, no request after this. */
  cancelHistory(): Promise<boolean> {
    return this.serial(async () => {
      const record = await this.history();
      if (record.run?.state !== 'running') return false;
      await this.area.set({ [HISTORY_KEY]: { ...record, run: { ...record.run, state: 'stopped', error: null } } });
      return true;
    });
  }

  /** The keys of the kept games brought in from the NYT (some may since be analysed, replaced or deleted). */
  async broughtIn(): Promise<Set<string>> {
    const v = (await this.area.get(BROUGHT_KEY))[BROUGHT_KEY] as { keys?: unknown } | undefined;
    return new Set(Array.isArray(v?.keys) ? v.keys.filter((k): k is string => typeof k === 'string' && k.startsWith(GAME_PREFIX)) : []);
  }

  private async historyConsented(): Promise<boolean> {
    return historyConsentOf(await this.area.get(HISTORY_CONSENT_KEY)) === 'on';
  }

  // ---- Kept games ----

  /** Every kept game, checked; the unreadable ones counted. The same object to every caller until a write: not to be changed. */
  readAll(): Promise<KeptGames> {
    if (this.lastRead?.writes === this.writes) return this.lastRead.kept;
    this.forget();
    const kept = readGames(this.area);
    const read = { writes: this.writes, kept, timer: setTimeout(() => this.lastRead === read && this.forget(), READ_KEPT_MS) };
    this.lastRead = read;
    // A failed read is tried again next time, never remembered.
    kept.catch(() => this.lastRead === read && this.forget());
    return kept;
  }

  read(key: string): Promise<GameRecord | null> {
    return readGame(this.area, key);
  }

  /**
   * Keeps a game seen played as it ended: not one the player deleted, nor over a game kept from
   * play already; a game kept from the page's saved games gives way to it (its hint steps, the
   * colours as shown). Whether it was stored.
   */
  keepPlayed(g: GameRecord): Promise<boolean> {
    return this.serial(async () => {
      if ((await this.deleted()).has(identityOf(g))) return false;
      const key = gameKey(g);
      const had = await this.area.get(key);
      if (key in had) {
        const kept = await readGame(this.area, key);
        if (kept?.from !== 'saved' || !mayReplace(g, kept)) return false;
      }
      return (await this.place([g], 'put')).length > 0;
    });
  }

  /**
   * Keeps the finished games of the saved games copy not kept yet (same day and player, or the
   * same day and words under another key) and not deleted, and marks the kept games it shows to be
   * archive games (kept before the mark existed, or before the page said so). How many were added.
   */
  keepSaved(model: ModelName): Promise<number> {
    return this.serial(async () => {
      const [saved, { games }, deleted] = await Promise.all([this.savedGames(), readGames(this.area), this.deleted()]);
      const marked = archivesToMark(games, saved);
      if (marked.length > 0) await this.area.set(Object.fromEntries(marked.map((g) => [gameKey(g), g])));
      const seen = new Set([...games.map(identityOf), ...deleted]);
      const fresh = saved.map((g) => savedRecord(g, model)).filter((g): g is GameRecord => g !== null && !seen.has(identityOf(g)));
      return (await this.place(fresh, 'add')).length;
    });
  }

  /**
   * Keeps the player's word that they played a day elsewhere (as elsewhereRecord), over an earlier
   * word of theirs for that day: never beside a daily game of that day kept with its words or its
   * grid, which is the day's result already. Whether it was kept.
   */
  keepElsewhere(p: PlayedElsewhere, model: ModelName): Promise<boolean> {
    return this.serial(async () => (await this.place([elsewhereRecord(p, model)], 'put')).length > 0);
  }

  /** Stores a game's analysis, only onto the record analysed: not a deleted one, nor one a played game replaced. */
  complete(analysed: GameRecord, next: GameRecord): Promise<boolean> {
    return this.serial(async () => {
      const now = await readGame(this.area, gameKey(analysed));
      if (!now || now.from !== analysed.from || now.words !== analysed.words || !awaitsAnalysis(now)) return false;
      await putGame(this.area, next);
      return true;
    });
  }

  /**
   * Adds the imported games (a file, pasted share texts) not kept yet, never replacing one, one
   * result a day as every way in keeps them (arrival); a deleted game imported is kept again. How
   * many were added.
   */
  importGames(games: readonly GameRecord[]): Promise<number> {
    return this.serial(async () => {
      // A late grid from a file an earlier version wrote comes under its own key now.
      const added = await this.place(games.map((g) => (g.from === 'shared' ? { ...g, player: gridPlayerOf(g) } : g)), 'add');
      const deleted = await this.deleted();
      const back = added.map(identityOf).filter((id) => deleted.has(id));
      if (back.length > 0) {
        for (const id of back) deleted.delete(id);
        await this.writeDeleted(deleted);
      }
      return added.length;
    });
  }

  /**
   * Keeps each of `arriving` in turn as its day's results allow (game-rules.ts arrival): 'add'
   * never over a record under its key (even one that cannot be read), 'put' over it (the caller
   * chose). The results they put out go after the new ones are stored, so a write that fails loses
   * nothing. Resolves to the games stored. Runs inside the repository's order.
   */
  private async place(arriving: readonly GameRecord[], mode: 'add' | 'put'): Promise<GameRecord[]> {
    if (arriving.length === 0) return [];
    const [{ games: kept }, have] = await Promise.all([readGames(this.area), this.area.get(arriving.map(gameKey))]);
    const byKey = new Map(kept.map((g) => [gameKey(g), g]));
    // Keys emptied on the way: a record moved or put out no longer keeps an arrival out.
    const freed = new Set(await this.moveLateGrids(byKey, arriving));
    const stored = new Map<string, GameRecord>();
    for (const g of arriving) {
      const key = gameKey(g);
      if (mode === 'add' && (byKey.has(key) || (key in have && !freed.has(key)))) continue;
      const { keep, putsOut } = arrival(g, [...byKey.values()].filter((k) => k.date === g.date && gameKey(k) !== key));
      if (!keep) continue;
      for (const k of putsOut) {
        byKey.delete(gameKey(k));
        if (!stored.delete(gameKey(k))) freed.add(gameKey(k));
      }
      byKey.set(key, g);
      stored.set(key, g);
    }
    if (stored.size > 0) await this.area.set(Object.fromEntries(stored));
    const remove = [...freed].filter((k) => !byKey.has(k));
    if (remove.length > 0) await this.area.remove(remove);
    return [...stored.values()];
  }

  /**
   * A late grid an earlier version kept under the daily grid's key moves to its own
   * (ARCHIVE_GRID_PLAYER) when its day's daily grid arrives, so neither keeps the other out.
   */
  private async moveLateGrids(byKey: Map<string, GameRecord>, arriving: readonly GameRecord[]): Promise<string[]> {
    const late = [...byKey.values()].filter(
      (k) => k.player === SHARED_PLAYER && k.archive === true && !byKey.has(gameKey({ date: k.date, player: ARCHIVE_GRID_PLAYER })) && arriving.some((g) => g.date === k.date && gameKey(g) === gameKey(k)),
    );
    if (late.length === 0) return [];
    const moved = late.map((k) => ({ ...k, player: ARCHIVE_GRID_PLAYER }));
    await this.area.set(Object.fromEntries(moved.map((g) => [gameKey(g), g])));
    await this.area.remove(late.map(gameKey));
    late.forEach((k, i) => {
      byKey.delete(gameKey(k));
      byKey.set(gameKey(moved[i]), moved[i]);
    });
    return late.map(gameKey);
  }

  /**
   * Deletes every kept game (readable or not) and the saved games copy, so the answers learned
   * from it too, the past answers fetched and the NYT's statistics read, and marks each game deleted: no report of the page,
   * backfill or page visit keeps it again. A game finished later is another game, and is kept.
   */
  deleteAll(): Promise<void> {
    return this.serial(async () => {
      const [all, saved, deleted] = await Promise.all([this.area.get(null), this.savedGames(), this.deleted()]);
      const { games } = await readGames(this.area);
      for (const g of games) deleted.add(identityOf(g));
      for (const g of saved.filter(finished)) deleted.add(identityOf(g));
      // The marks first: a removal that fails then leaves games that nothing brings back twice.
      await this.writeDeleted(deleted);
      await this.area.remove([...Object.keys(all).filter((k) => k.startsWith(GAME_PREFIX)), SAVED_GAMES_KEY, PAST_KEY, NYT_STATS_KEY, HISTORY_KEY, BROUGHT_KEY]);
      this.saved = Promise.resolve([]);
    });
  }

  /** Deletes one kept game, and its twin in the saved games copy, and marks it deleted. Whether it was kept. */
  deleteOne(key: string): Promise<boolean> {
    return this.serial(async () => {
      const g = await readGame(this.area, key);
      if (!g) return false;
      const id = identityOf(g);
      const [saved, deleted] = await Promise.all([this.savedGames(), this.deleted()]);
      await this.writeDeleted(deleted.add(id));
      const rest = saved.filter((s) => identityOf(s) !== id);
      if (rest.length !== saved.length) {
        await this.area.set({ [SAVED_GAMES_KEY]: { games: rest } });
        this.saved = Promise.resolve(rest);
      }
      await this.area.remove(key);
      return true;
    });
  }

  /** The marks of deleted games, each checked (a bad one is dropped). */
  private async deleted(): Promise<Set<string>> {
    const v = (await this.area.get(DELETED_KEY))[DELETED_KEY] as { games?: unknown } | undefined;
    const list = Array.isArray(v?.games) ? v.games : [];
    return new Set(list.filter((x): x is string => typeof x === 'string' && IDENTITY.test(x)));
  }

  private async writeDeleted(ids: Set<string>): Promise<void> {
    const games = [...ids].sort().reverse().slice(0, MAX_DELETED);
    await this.area.set({ [DELETED_KEY]: { games } });
  }
}
