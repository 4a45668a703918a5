// "Check my word": the player types any word and sees how it would do as the next guess (its
// expected guesses, chance to win now, chance of losing, rank, whether hard mode allows it)
// beside the best guess. One answer per board; a newer board makes an older answer go away.
import { useState } from 'preact/hooks';
import type { Result } from '../../core/types';
import type { GuessEvaluation } from '../../shared/evaluation';
import { dateText, fmt, guessesFigure, percent } from '../format';
import { t } from '../i18n';
import { resultOf } from '../connector';
import { useStore } from '../store/context';
import type { Shown } from '../store/store';
import { WordForm } from './WordForm';

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; key: string }
  | { kind: 'done'; key: string; result: Result<GuessEvaluation> };

const guesses = (n: number | null) => (n === null ? t('checkUnknown') : n < 1.005 ? t('figWinsNow') : t('figGuesses', guessesFigure(n)));

function Verdict({ e, hard }: { e: GuessEvaluation; hard: boolean }) {
  const word = e.word.toUpperCase();
  const isBest = e.best.word === e.word;
  return (
    <div class="check-result" data-testid="check-result" data-value={e.word}>
      <table class="check-table">
        <caption class="visually-hidden">{t('checkCaption', word)}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{word}</th>
            {!isBest && <th scope="col">{t('checkBestCol', e.best.word.toUpperCase())}</th>}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" title={t('tipGuesses')}>{t('checkGuesses')}</th>
            <td data-testid="check-guesses">{guesses(e.expectedGuesses)}</td>
            {!isBest && <td>{guesses(e.best.expectedGuesses)}</td>}
          </tr>
          <tr>
            <th scope="row" title={t('tipWinNow')}>{t('checkWinNow')}</th>
            <td data-testid="check-win-now">{percent(e.winNowChance)}</td>
            {!isBest && <td>{percent(e.best.isCandidate ? e.best.pAnswer : 0)}</td>}
          </tr>
          <tr>
            <th scope="row" title={t('tipLose')}>{t('checkLose')}</th>
            <td data-testid="check-lose">{percent(e.lossChance)}</td>
            {!isBest && <td>{percent(e.best.lossChance ?? 0)}</td>}
          </tr>
        </tbody>
      </table>
      <p class="check-line" data-testid="check-rank" data-kind={isBest ? 'best' : 'ranked'} data-value={e.rank}>
        {isBest ? t('checkIsBest', word) : t('checkRank', word, fmt(e.rank), fmt(e.rankedOf))}
      </p>
      {e.lastAnswer && (
        <p class="check-line" data-testid="check-last-answer" data-value={e.lastAnswer}>
          {t('checkLastAnswer', word, dateText(e.lastAnswer))}
        </p>
      )}
      <p class={e.hardValid ? 'check-line' : 'check-line warn-text'} data-testid="check-hard" data-value={String(e.hardValid)}>
        {e.hardValid ? t('checkHardOk') : e.hardReason ? t('checkHardNoWhy', e.hardReason) : t('checkHardNo')}
        {!e.hardValid && hard && ` ${t('checkHardOn')}`}
      </p>
    </div>
  );
}

export interface Props {
  shown: Shown;
}

export function CheckWord({ shown }: Props) {
  const store = useStore();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const model = store.settings.settings.value.model;
  const key = `${shown.boardKey}/${shown.mode}/${model}`;

  async function check(e: Event) {
    e.preventDefault();
    const word = draft.trim().toLowerCase();
    if (!/^[a-z]{5}$/.test(word)) {
      setError(t('manualNeedFive'));
      return;
    }
    setError(null);
    const k = `${key}#${word}`;
    setState({ kind: 'busy', key: k });
    const result = await resultOf(store.connector, { kind: 'evaluate', board: shown.board, word, mode: shown.mode, model, ...(shown.date ? { date: shown.date } : {}) }, 'game');
    // Stale: a newer check replaced this one, and shows its own answer.
    if (result === null) return;
    setState((s) => (s.kind === 'busy' && s.key === k ? { kind: 'done', key: k, result } : s));
  }

  // An answer for another board (or mode, or model) is not this board's.
  const current = state.kind !== 'idle' && state.key.startsWith(`${key}#`) ? state : null;
  return (
    <section class="panel-section check" aria-labelledby="check-heading" data-testid="check-word">
      <h2 id="check-heading">{t('checkHeading')}</h2>
      <WordForm
        inputId="check-input"
        errorPrefix="check"
        formClass="check-form"
        label={t('checkLabel')}
        button={t('checkButton')}
        draft={draft}
        setDraft={setDraft}
        error={error}
        onSubmit={check}
      />
      <div aria-live="polite">
        {current?.kind === 'busy' && <p class="muted">{t('checking')}</p>}
        {current?.kind === 'done' && !current.result.ok && <p class="error">{current.result.error}</p>}
        {current?.kind === 'done' && current.result.ok && <Verdict e={current.result.value} hard={shown.mode === 'hard'} />}
      </div>
    </section>
  );
}
