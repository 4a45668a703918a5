// After a game: the NYT's share text, with the lines the player picks below it, copied in one tap;
// and a picture of it where the browser can share or copy images.
import { useEffect, useState } from 'preact/hooks';
import type { NotedAnalysis } from '../../shared/notes';
import { shareText, puzzleNumber, type Palette, type SharedGame } from '../../shared/share-text';
import { t, type MessageKey } from '../i18n';
import { extraLines, NO_EXTRAS, shareAlt, type ShareExtras } from '../share';
import { canPassPicture, copyText, passPicture, sharePicture, type Passed } from '../share-picture';
import { useStore } from '../store/context';

export interface Props {
  game: SharedGame;
  palette: Palette;
  analysis: NotedAnalysis | null;
}

type Outcome = Passed | 'picture-copied';

const PASSED_TEXT: Record<Outcome, MessageKey> = {
  copied: 'shareCopied',
  'picture-copied': 'sharePictureCopied',
  shared: 'shareShared',
  cancelled: 'shareCancelled',
  failed: 'shareFailed',
};

/** The solver's play on the same answer, from the kept game of this day and these guesses. */
function useBestPlay(game: SharedGame): number | undefined {
  const { connector } = useStore();
  const [best, setBest] = useState<number | undefined>(undefined);
  const words = game.rows.map((r) => r.guess).join('');
  useEffect(() => {
    let live = true;
    // The one figure, not the kept games: the panel inside the page holds no more than it shows.
    const look = () =>
      void connector.loadBestPlay(game.date, words).then(
        (best) => live && setBest(best),
        () => undefined,
      );
    look();
    const stop = connector.watchGames(look);
    return () => {
      live = false;
      stop();
    };
  }, [connector, game.date, words]);
  return best;
}

function Pick({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  return (
    <label class="share-pick">
      <input type="checkbox" checked={checked} data-testid={testId} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} /> {label}
    </label>
  );
}

export function Share({ game, palette, analysis }: Props) {
  const [picked, setPicked] = useState<ShareExtras>(NO_EXTRAS);
  const [passed, setPassed] = useState<Outcome | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const best = useBestPlay(game);
  const extras = extraLines(picked, analysis, best);
  const text = shareText(game, palette, extras);
  const pick = (k: keyof ShareExtras) => (on: boolean) => setPicked((p) => ({ ...p, [k]: on }));
  const picture = async () => {
    const png = await sharePicture(game, palette, extras);
    if (!png) return setPassed('failed');
    setPreview(URL.createObjectURL(png));
    const passed = await passPicture(png, `wordle-${puzzleNumber(game.date)}.png`, text);
    setPassed(passed === 'copied' ? 'picture-copied' : passed);
  };
  return (
    <section class="panel-section share" aria-labelledby="share-heading" data-testid="share">
      <h2 id="share-heading">{t('shareHeading')}</h2>
      <fieldset class="share-picks">
        <legend>{t('shareAdd')}</legend>
        <Pick label={t('shareAddLeft')} checked={picked.left} onChange={pick('left')} testId="share-left" />
        <Pick label={t('shareAddSkill')} checked={picked.skillLuck} onChange={pick('skillLuck')} testId="share-skill" />
        {best !== undefined && <Pick label={t('shareAddBest')} checked={picked.best} onChange={pick('best')} testId="share-best" />}
      </fieldset>
      <pre class="share-text" data-testid="share-text" aria-label={t('shareTextLabel')}>
        {text}
      </pre>
      <div class="share-buttons">
        <button type="button" data-testid="share-copy" onClick={() => void copyText(text).then(setPassed)}>
          {t('shareCopy')}
        </button>
        {canPassPicture() && (
          <button type="button" data-testid="share-picture" onClick={() => void picture()}>
            {t('sharePicture')}
          </button>
        )}
      </div>
      <p class="plain" role="status" data-testid="share-status" data-kind={passed ?? undefined}>
        {passed && t(PASSED_TEXT[passed])}
      </p>
      {preview && (
        <figure class="share-preview">
          <img src={preview} alt={shareAlt(game)} data-testid="share-preview" />
          <figcaption class="muted">{t('sharePreview')}</figcaption>
        </figure>
      )}
    </section>
  );
}
