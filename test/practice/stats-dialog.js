// The NYT's statistics dialog, drawn as the public capture shows its markup (iamkroot/js-userscripts
// wordle_stats.js, @version 2024-12-31: `Stats-module_*` classes with hashed suffixes, four
// visually-hidden texts, six `role="img"` rows labelled "N solved in 1st attempt"; opened by
// `[data-testid="stats-button"]` in beak2825/greasyfork_archives script 547495, 2025). Variants
// attack the reader: `rehashed` (every hashed suffix changed, as each NYT build does), `labels-only`
// (no visually-hidden texts nor row labels: the class-name prefixes alone), `unknown` (markup the
// reader has never seen: it must give no figure), `broken` (a Stats-module list missing a figure).

/** Hashed suffixes of the capture, and another build's. */
const HASHES = {
  capture: { container: 'g23s0', heading: 'CExdL', list: 'oFLEK', item: 'woJli', statistic: 'u5db0', label: 'sQwFu', btnLeft: 'IyDkc', distCopy: 'ydhXT', dist: 'ibfJS', graphContainer: 'Al4D1', guess: 'Fc0Xn', graph: 'f4tUv', bar: 'HvdG8', num: 'jFa2m' },
  rehashed: { container: 'Q9x1a', heading: 'b7LmZ', list: 'Zp0Wq', item: 'c3Vn8', statistic: 'Kt5rE', label: 'm1Dh4', btnLeft: 'y8GfS', distCopy: 'n2Ju7', dist: 'Rw6Te', graphContainer: 'e4Pk9', guess: 'H0sYb', graph: 'q5Mc2', bar: 'A7zUi', num: 'v3Lo1' },
};
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * The dialog's inner markup. `stats`: {played, winPct, current, max, guesses: [6 counts]};
 * `variant`: 'capture' | 'rehashed' | 'labels-only' | 'unknown' | 'broken'.
 */
export function statsDialogHtml(stats, variant = 'capture') {
  if (variant === 'unknown') {
    return `<div class="scorecard"><h2>Your numbers</h2><p>Games: ${esc(stats.played)}</p><p>Wins: ${esc(stats.winPct)}%</p><p>Run: ${esc(stats.current)} (best ${esc(stats.max)})</p></div>`;
  }
  const h = variant === 'rehashed' ? HASHES.rehashed : HASHES.capture;
  const hidden = variant !== 'labels-only';
  const figures = [
    ['Number of games played', 'Played', stats.played],
    ['Win percentage', 'Win %', stats.winPct],
    ['Current Streak count', 'Current Streak', stats.current],
    ['Max Streak count', 'Max Streak', stats.max],
  ].slice(0, variant === 'broken' ? 3 : 4);
  const items = figures.map(([text, label, n]) => `<li class="Stats-module_statisticContainer__${h.item}">${hidden ? `<span class="visually-hidden">${text}, ${esc(n)}</span>` : ''}<div class="Stats-module_statistic__${h.statistic}" aria-hidden="true">${esc(n)}</div><div class="Stats-module_label__${h.label}" aria-hidden="true">${label}</div></li>`).join('');
  const top = Math.max(1, ...stats.guesses);
  const rows = stats.guesses.map((n, i) => `<div class="Stats-module_graphContainer__${h.graphContainer}"${hidden ? ` role="img" aria-label="${esc(n)} solved in ${ORDINAL[i]} attempt"` : ''}><div class="Stats-module_guess__${h.guess}" aria-hidden="true">${i + 1}</div><div class="Stats-module_graph__${h.graph}" aria-hidden="true"><div style="width: ${Math.round(7 + (93 * n) / top)}%;" class="Stats-module_graphBar__${h.bar}"><div class="Stats-module_numGuesses__${h.num}">${esc(n)}</div></div></div></div>`).join('');
  return `<div class="Stats-module_statsContainer__${h.container}"><h2 class="Stats-module_statisticsHeading__${h.heading}">Statistics</h2><ul class="Stats-module_statistics__${h.list}">${items}</ul><div class="Stats-module_statsBtnLeft__${h.btnLeft}"><h2 class="Stats-module_guessDistributionCopy__${h.distCopy}">Guess Distribution</h2></div><div class="Stats-module_guessDistribution__${h.dist}">${rows}</div></div>`;
}

/** The whole modal, as a portal over the page (a Modal-module overlay with its close button, [fake] `Close-module_closeButton`). */
export function createStatsDialog(doc, stats, variant, onClose) {
  const overlay = doc.createElement('div');
  Object.entries({ class: 'Modal-module_modalOverlay__81ZCi', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Statistics', id: 'practice-stats' }).forEach(([k, v]) => overlay.setAttribute(k, v));
  overlay.innerHTML = `<div class="Modal-module_content__s8qUZ"><div class="Close-module_closeButton__z9KwT"><button type="button" aria-label="Close">×</button></div>${statsDialogHtml(stats, variant)}</div>`;
  overlay.querySelector('button').addEventListener('click', onClose);
  return overlay;
}

/** `stats=412,98,300,301,1,20,100,150,100,33` (played, win %, current, max, won in 1..6), or null. */
export function parseStatsOption(text) {
  const n = (text ?? '').split(',').map(Number);
  if (n.length !== 10 || n.some((x) => !Number.isInteger(x) || x < 0)) return null;
  return { played: n[0], winPct: n[1], current: n[2], max: n[3], guesses: n.slice(4) };
}
