// "Played today elsewhere?" in the panel's header: a player who kept their streak on another device
// or browser says so here (won, won in n guesses, or lost), and today counts in the streak and the
// reminder stays quiet (the background keeps it: GameRepository.keepElsewhere). Offered while
// today's daily puzzle is not kept as played and the streak matters (one runs, or the reminder is
// on); not inside the Wordle page, whose process may not change the kept games (messages.ts
// CHANGES_GAMES). Test hooks: data-testid="elsewhere", buttons data-testid="elsewhere-won-<n>",
// "elsewhere-won", "elsewhere-lost".
import { fmt } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';

const GUESSES = [1, 2, 3, 4, 5, 6];

export function PlayedElsewhere() {
  const { yourGames, settings } = useStore();
  const streak = yourGames.streak.value;
  const error = yourGames.elsewhereError.value;
  if (!streak || streak.today !== 'open' || (streak.current === 0 && settings.settings.value.reminder === 'off')) return null;
  const say = (won: boolean, guesses: number | null) => void yourGames.playedElsewhere(won, guesses);
  return (
    <details class="elsewhere" data-testid="elsewhere">
      <summary>{t('elsewhereAsk')}</summary>
      <p class="plain muted note">{t('elsewhereNote')}</p>
      <div class="elsewhere-answers">
        <span role="group" aria-label={t('elsewhereWonIn')} class="elsewhere-guesses">
          <span aria-hidden="true">{t('elsewhereWonIn')}</span>
          {GUESSES.map((n) => (
            <button key={n} type="button" data-testid={`elsewhere-won-${n}`} aria-label={t('elsewhereGuessesLabel', fmt(n))} onClick={() => say(true, n)}>
              {fmt(n)}
            </button>
          ))}
        </span>
        <button type="button" data-testid="elsewhere-won" onClick={() => say(true, null)}>
          {t('elsewhereWon')}
        </button>
        <button type="button" data-testid="elsewhere-lost" onClick={() => say(false, null)}>
          {t('elsewhereLost')}
        </button>
      </div>
      {error && (
        <p class="error" role="alert">
          {t('elsewhereFailed', error)}
        </p>
      )}
    </details>
  );
}
