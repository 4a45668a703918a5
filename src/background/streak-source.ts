// The streak's figures every panel shows (the header, Your games, the midnight line) and the
// reminder speaks of, counted here by the one function (playerStreak) from the kept games and the
// NYT's statistics as last read: the panels get the figures, not the games, so the panel inside the
// page (the page's own renderer process) holds none of them. The games and the reads are read once
// and kept until they change (followGames), so the panels reconnecting to a new service worker cost
// one read between them, not one each.
import { playerStreak, type Counted, type Streak } from '../shared/streak';
import type { NytStatsRecord } from '../shared/nyt-stats';

interface Read {
  games: Counted[];
  nyt: NytStatsRecord;
}

export class StreakSource {
  private kept: Promise<Read> | null = null;

  constructor(
    private readonly read: () => Promise<readonly Counted[]>,
    private readonly nytStats: () => Promise<NytStatsRecord>,
  ) {}

  /** The streak on the player's `today` (YYYY-MM-DD); rejects when the games or the reads cannot be read. */
  async streakOn(today: string): Promise<Streak> {
    const read = (this.kept ??= Promise.all([this.read(), this.nytStats()]).then(([games, nyt]) => ({ games: games.map(({ date, player, marks, won, archive, from }) => ({ date, player, marks, won, archive, from })), nyt })));
    // A failed read is not kept: the next ask reads again.
    read.catch(() => {
      if (this.kept === read) this.kept = null;
    });
    const { games, nyt } = await read;
    return playerStreak(games, nyt, today);
  }

  /** The kept games or the NYT's statistics changed: read them again at the next ask. */
  changed(): void {
    this.kept = null;
  }
}
