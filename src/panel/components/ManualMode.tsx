// Manual mode's board: type a guess, then click (or Enter/Space on) its tiles to set the colours
// grey → yellow → green. The same suggestions follow, as a `solve` job through the connector.
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { useStore } from '../store/context';
import { MAX_ROWS } from '../store/manual-store';
import { MARK_NAME } from './MiniBoard';
import { WordForm } from './WordForm';

export function ManualMode() {
  const store = useStore();
  const rows = store.manual.rows.value;
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: Event) {
    e.preventDefault();
    const r = store.manual.addGuess(draft);
    setError(r.ok ? null : r.error);
    if (r.ok) setDraft('');
  }

  return (
    <section class="panel-section manual" aria-labelledby="manual-heading">
      <h2 id="manual-heading">{t('manualHeading')}</h2>
      <p class="muted">{rows.length === 0 ? t('manualIntro') : t('manualTilesHint')}</p>
      {rows.length > 0 && (
        <ol class="mini-board manual-board" aria-label={t('boardLabel')}>
          {rows.map((row, r) => (
            <li key={r} class="tile-row">
              {row.marks.map((mark, i) => (
                <button
                  key={i}
                  type="button"
                  class={`tile ${mark}`}
                  data-testid={`manual-tile-${r}-${i}`}
                  aria-label={t('tileLabel', r + 1, i + 1, row.guess[i].toUpperCase(), MARK_NAME[mark]())}
                  onClick={() => store.manual.cycleMark(r, i)}
                >
                  {row.guess[i].toUpperCase()}
                </button>
              ))}
            </li>
          ))}
        </ol>
      )}
      {rows.length < MAX_ROWS && (
        <WordForm
          inputId="manual-guess"
          errorPrefix="manual"
          formClass="manual-form"
          label={t('manualGuessLabel')}
          button={t('manualAdd')}
          draft={draft}
          setDraft={setDraft}
          error={error}
          onSubmit={submit}
        />
      )}
      {rows.length > 0 && (
        <p class="manual-actions">
          <button type="button" class="link" onClick={store.manual.removeLast}>
            {t('manualRemoveLast')}
          </button>
          <button type="button" class="link" onClick={store.manual.clear}>
            {t('manualClear')}
          </button>
        </p>
      )}
    </section>
  );
}
