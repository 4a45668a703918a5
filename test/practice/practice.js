// Starts the practice game in a document: picks the answer, draws the chosen markup era, wires
// the physical and on-screen keyboards, the settings dialog and the "new game" button.
// Like the real page (React era), the game opens on the welcome card ("Play", or "Continue" for
// a game in progress; the board is not in the DOM until it is pressed), shows How to Play on a
// first visit, and ignores the keyboard while a card or dialog is open.
// Options (query string): answer=crane (fixed answer; default: one seeded by the date),
// variant=shadow (pre-2022 markup), hard=1, dark=1, contrast=1, speed=N (animations N× faster),
// delay=ms (draw the board this long after start, like a slow React render),
// welcome=0 (skip the welcome card), help=0 / help=1 (How to Play: never / always; default: first
// visit), user=<id> (a signed-in player: games-state-wordleV2/<id>), staleAnon=1 (a stale ANON
// entry from an earlier day, normal mode, beside the player's key), date=YYYY-MM-DD (an archive
// puzzle; also read from a /games/wordle/YYYY-MM-DD path), won=YYYY-MM-DD:word,... (won games of
// earlier days in the player's saved states), stats=played,win%,current,max,n1,...,n6 (the NYT's
// statistics dialog with these figures: opened by [data-testid="stats-button"] and after a game
// ends), statsMarkup=capture|rehashed|labels-only|unknown|broken (how it is drawn: stats-dialog.js),
// legacyStats=<JSON> (a frozen wordle-legacy-stats-<player> entry).
import { createGame } from './game.js';
import { createStatsDialog, parseStatsOption } from './stats-dialog.js';
import { createReactView } from './render-react.js';
import { createShadowView } from './render-shadow.js';
import { hasPlayed, loadSettings, loadState, saveSettings, saveState, writeStaleAnon, writeWonGames } from './storage.js';
import { timingFor } from './timing.js';

/** Day number of the NYT puzzle (puzzle 0 was 2021-06-19), for the default answer. */
export function dayIndex(now = new Date()) {
  const start = Date.UTC(2021, 5, 19);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.floor((today - start) / 86400000);
}

/** YYYY-MM-DD of a local date. */
function isoDate(d) {
  const p = (x) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function parseOptions(search, answers, words, path = '') {
  const q = new URLSearchParams(search);
  const asked = (q.get('answer') ?? '').toLowerCase();
  const known = /^[a-z]{5}$/.test(asked) && words.has(asked);
  const dateAsked = q.get('date') ?? /\/games\/wordle\/(\d{4}-\d{2}-\d{2})\/?$/.exec(path)?.[1] ?? null;
  const archive = dateAsked !== null && /^\d{4}-\d{2}-\d{2}$/.test(dateAsked) ? dateAsked : null;
  const day = archive ? new Date(`${archive}T12:00:00`) : new Date();
  // Stride through the list so consecutive days are not alphabetical neighbours.
  const seeded = answers[(dayIndex(day) * 7919) % answers.length];
  const flag = (name) => (q.has(name) ? q.get(name) === '1' || q.get(name) === 'true' : null);
  const user = q.get('user') ?? '';
  return {
    answer: known ? asked : seeded,
    answerProblem: asked && !known ? `"${asked}" is not an allowed word; playing today's answer instead` : null,
    variant: q.get('variant') === 'shadow' ? 'shadow' : 'react',
    hard: flag('hard'), dark: flag('dark'), contrast: flag('contrast'),
    speed: Number(q.get('speed') ?? '1') || 1,
    delay: Math.max(0, Number(q.get('delay') ?? '0') || 0),
    welcome: flag('welcome') ?? true,
    help: flag('help'),
    user: /^[A-Za-z0-9_-]{1,40}$/.test(user) ? user : '',
    staleAnon: flag('staleAnon') === true,
    won: (q.get('won') ?? '').split(',').map((x) => /^(\d{4}-\d{2}-\d{2}):([a-z]{5})$/.exec(x)).filter(Boolean).map((m) => ({ date: m[1], word: m[2] })),
    date: archive ?? isoDate(day),
    archive: archive !== null,
    stats: parseStatsOption(q.get('stats')),
    statsMarkup: ['capture', 'rehashed', 'labels-only', 'unknown', 'broken'].includes(q.get('statsMarkup')) ? q.get('statsMarkup') : 'capture',
    legacyStats: q.get('legacyStats'),
  };
}

const BODY = { react: { dark: 'dark', contrast: 'colorblind' }, shadow: { dark: 'nightmode', contrast: 'colorblind' } };

/**
 * @param {{doc: Document, storage: Storage, words: Set<string>, answers: string[], search: string, path?: string}} env
 */
export function startPractice({ doc, storage, words, answers, search, path = '' }) {
  const opts = parseOptions(search, answers, words, path);
  if (opts.answerProblem) console.warn(`[practice] ${opts.answerProblem}`);
  const react = opts.variant === 'react';
  const firstVisit = !hasPlayed(storage, opts.variant, opts.user);
  if (opts.staleAnon && opts.user) {
    const yesterday = new Date(`${opts.date}T12:00:00`);
    yesterday.setDate(yesterday.getDate() - 1);
    writeStaleAnon(storage, isoDate(yesterday));
  }
  if (opts.won.length) writeWonGames(storage, opts.user, opts.won);
  if (opts.legacyStats) storage.setItem(`wordle-legacy-stats-${opts.user || 'ANON'}`, opts.legacyStats);
  const settings = loadSettings(storage, opts.variant, opts.user);
  if (opts.hard !== null) settings.hardMode = opts.hard;
  if (opts.dark !== null) settings.darkMode = opts.dark;
  if (opts.contrast !== null) settings.colorblindMode = opts.contrast;
  saveSettings(storage, opts.variant, settings);
  const body = BODY[opts.variant];
  const paint = () => {
    doc.body.classList.toggle(body.dark, settings.darkMode);
    doc.body.classList.toggle(body.contrast, settings.colorblindMode);
  };
  paint();

  const mount = doc.getElementById('wordle-app-game') ?? doc.body;
  const timing = timingFor(opts.speed);
  let answer = opts.answer;
  let game = null;
  let view = null;
  /** The welcome card, How to Play, the settings and statistics dialogs, while open: the game takes no keys. */
  const open = { welcome: null, help: null, settings: null, stats: null };
  const blocked = () => Boolean(open.welcome || open.help || open.settings || open.stats);
  /** The statistics dialog, as a portal at the end of the body (stats-dialog.js); only with ?stats=. */
  function showStats() {
    if (!opts.stats || open.stats) return;
    open.stats = createStatsDialog(doc, opts.stats, opts.statsMarkup, closeStats);
    doc.body.append(open.stats);
  }
  function closeStats() {
    open.stats?.remove();
    open.stats = null;
  }
  const press = (key) => (blocked() ? undefined : game?.press(key));
  const puzzle = () => ({ date: opts.date, archive: opts.archive });

  function begin() {
    view?.destroy();
    const make = opts.variant === 'shadow' ? createShadowView : createReactView;
    view = make(doc, mount, timing, press);
    const saved = loadState(storage, opts.variant, answer, opts.user);
    const save = (g) => {
      saveState(storage, opts.variant, answer, g, puzzle(), opts.user);
      // Like the real page: the statistics open once the game is over and its last row shown.
      if (g.status !== 'IN_PROGRESS' && g.guesses.length > 0 && react) setTimeout(showStats, 2000 / opts.speed);
    };
    game = createGame({ answer, words, view, hardMode: opts.hard ?? saved?.hardMode ?? settings.hardMode, saved, save });
    // The page writes the day's state when the game starts, before the first guess.
    if (!saved) save({ guesses: [], evaluations: [], status: 'IN_PROGRESS', hardMode: game.state.hardMode });
  }

  /** The welcome card (React era): Play, or Continue for a game in progress; the board comes after. */
  function welcome() {
    const inProgress = (loadState(storage, opts.variant, answer, opts.user)?.guesses.length ?? 0) > 0;
    const card = doc.createElement('div');
    card.className = 'Welcome-module_contentWelcome__TL17B';
    card.innerHTML = '<h1 class="Welcome-module_title__UvkM8">Wordle</h1><h2 class="Welcome-module_subtitle__kSNwY"></h2><div class="Welcome-module_buttonContainer__ZCqVF"></div>';
    card.querySelector('h2').textContent = inProgress ? 'You\'ve made it this far. Keep going!' : 'Get 6 chances to guess a 5-letter word.';
    const play = doc.createElement('button');
    Object.entries({ type: 'button', class: 'Welcome-module_button__ZG0Zh', 'data-testid': 'Play' }).forEach(([k, v]) => play.setAttribute(k, v));
    play.textContent = inProgress ? 'Continue' : 'Play';
    play.addEventListener('click', () => {
      card.remove();
      open.welcome = null;
      begin();
      if (opts.help ?? firstVisit) help();
    });
    card.querySelector('div').append(play);
    mount.append(card);
    open.welcome = card;
  }

  /** How to Play: dialog#help-dialog over the board, closed by its close icon or Escape. */
  function help() {
    const dialog = doc.createElement('dialog');
    Object.entries({ id: 'help-dialog', class: 'Modal-module_modalOverlay__81ZCi', 'aria-labelledby': 'help-dialog-heading', open: '' }).forEach(([k, v]) => dialog.setAttribute(k, v));
    dialog.innerHTML = '<div class="Modal-module_content__s8qUZ"><button type="button" class="Modal-module_closeIcon__TcEKb" aria-label="Close">×</button>'
      + '<h2 id="help-dialog-heading">How To Play</h2><p>Guess the Wordle in 6 tries.</p></div>';
    dialog.querySelector('button').addEventListener('click', closeHelp);
    doc.body.append(dialog);
    open.help = dialog;
  }
  function closeHelp() {
    open.help?.remove();
    open.help = null;
  }

  const onKeyDown = (e) => {
    if (e.key === 'Escape' && open.help) return closeHelp();
    if (e.key === 'Escape' && open.stats) return closeStats();
    if (e.ctrlKey || e.metaKey || e.altKey || !game) return;
    if (e.key === 'Enter' || e.key === 'Backspace' || /^[a-z]$/i.test(e.key)) press(e.key);
  };
  doc.addEventListener('keydown', onKeyDown);
  const controls = practiceControls(doc, settings, (d) => (open.settings = d), {
    stats: opts.stats ? showStats : null,
    toggle(name, on) {
      if (name === 'hardMode') {
        const refused = game?.setHardMode(on);
        if (refused) return (view.toast(refused, 1500), false);
      }
      settings[name] = on;
      saveSettings(storage, opts.variant, settings);
      paint();
      return true;
    },
    newGame() {
      answer = answers[Math.floor(Math.random() * answers.length)];
      begin();
    },
  });
  const timer = setTimeout(() => (react && opts.welcome ? welcome() : begin()), opts.delay);
  return {
    get game() { return game; },
    get answer() { return answer; },
    press,
    newGame: (next) => { answer = next; begin(); },
    destroy() {
      clearTimeout(timer);
      doc.removeEventListener('keydown', onKeyDown);
      view?.destroy();
      open.welcome?.remove();
      closeHelp();
      closeStats();
      controls.remove();
    },
  };
}

/**
 * A practice-only bar outside the game: "Settings" opens a dialog with the NYT switches (created
 * only while open, as the real modal is), "New game" starts another puzzle in the same tab.
 */
function practiceControls(doc, settings, onDialog, actions) {
  const bar = doc.createElement('aside');
  bar.className = 'practice-controls';
  const button = (text, id, onClick) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = text;
    b.addEventListener('click', onClick);
    bar.append(b);
    return b;
  };
  const switches = [['hardMode', 'Hard Mode', 'hardMode'], ['darkTheme', 'Dark Theme', 'darkMode'], ['colorblindMode', 'High Contrast Mode', 'colorblindMode']];
  let dialog = null;
  button('Settings', 'practice-settings', () => {
    if (dialog) return void (dialog.remove(), (dialog = null), onDialog(null));
    dialog = doc.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Settings');
    dialog.className = 'Modal-module_modalOverlay__81ZCi';
    for (const [id, label, field] of switches) {
      const b = doc.createElement('button');
      Object.entries({ type: 'button', role: 'switch', id, 'aria-label': label, 'aria-checked': String(settings[field]) }).forEach(([k, v]) => b.setAttribute(k, v));
      b.textContent = label;
      b.addEventListener('click', () => {
        const on = b.getAttribute('aria-checked') !== 'true';
        if (actions.toggle(field, on)) b.setAttribute('aria-checked', String(on));
      });
      dialog.append(b);
    }
    bar.after(dialog);
    onDialog(dialog);
  });
  button('New game', 'practice-new-game', () => actions.newGame());
  // The NYT's statistics button ([data-testid="stats-button"], beak2825/greasyfork_archives 547495).
  if (actions.stats) button('Statistics', 'practice-stats-button', actions.stats).setAttribute('data-testid', 'stats-button');
  doc.body.append(bar);
  return { remove: () => (bar.remove(), dialog?.remove()) };
}
