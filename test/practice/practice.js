// Starts the practice game in a document: picks the answer, draws the chosen markup era, wires
// the physical and on-screen keyboards, the settings dialog and the "new game" button.
// Options (query string): answer=crane (fixed answer; default: one seeded by the date),
// variant=shadow (pre-2022 markup), hard=1, dark=1, contrast=1, speed=N (animations N× faster),
// delay=ms (draw the board this long after start, like a slow React render).
import { createGame } from './game.js';
import { createReactView } from './render-react.js';
import { createShadowView } from './render-shadow.js';
import { loadSettings, loadState, saveSettings, saveState } from './storage.js';
import { timingFor } from './timing.js';

/** Day number of the NYT puzzle (puzzle 0 was 2021-06-19), for the default answer. */
export function dayIndex(now = new Date()) {
  const start = Date.UTC(2021, 5, 19);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.floor((today - start) / 86400000);
}

export function parseOptions(search, answers, words) {
  const q = new URLSearchParams(search);
  const asked = (q.get('answer') ?? '').toLowerCase();
  const known = /^[a-z]{5}$/.test(asked) && words.has(asked);
  // Stride through the list so consecutive days are not alphabetical neighbours.
  const seeded = answers[(dayIndex() * 7919) % answers.length];
  const flag = (name) => (q.has(name) ? q.get(name) === '1' || q.get(name) === 'true' : null);
  return {
    answer: known ? asked : seeded,
    answerProblem: asked && !known ? `"${asked}" is not an allowed word; playing today's answer instead` : null,
    variant: q.get('variant') === 'shadow' ? 'shadow' : 'react',
    hard: flag('hard'), dark: flag('dark'), contrast: flag('contrast'),
    speed: Number(q.get('speed') ?? '1') || 1,
    delay: Math.max(0, Number(q.get('delay') ?? '0') || 0),
  };
}

const BODY = { react: { dark: 'dark', contrast: 'colorblind' }, shadow: { dark: 'nightmode', contrast: 'colorblind' } };

/**
 * @param {{doc: Document, storage: Storage, words: Set<string>, answers: string[], search: string}} env
 */
export function startPractice({ doc, storage, words, answers, search }) {
  const opts = parseOptions(search, answers, words);
  if (opts.answerProblem) console.warn(`[practice] ${opts.answerProblem}`);
  const settings = loadSettings(storage, opts.variant);
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
  const press = (key) => game?.press(key);

  function begin() {
    view?.destroy();
    const make = opts.variant === 'shadow' ? createShadowView : createReactView;
    view = make(doc, mount, timing, press);
    game = createGame({
      answer, words, view, hardMode: settings.hardMode,
      saved: loadState(storage, opts.variant, answer),
      save: (g) => saveState(storage, opts.variant, answer, g),
    });
  }

  const onKeyDown = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !game) return;
    if (e.key === 'Enter' || e.key === 'Backspace' || /^[a-z]$/i.test(e.key)) press(e.key);
  };
  doc.addEventListener('keydown', onKeyDown);
  const controls = practiceControls(doc, settings, {
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
  const timer = setTimeout(begin, opts.delay);
  return {
    get game() { return game; },
    get answer() { return answer; },
    press,
    newGame: (next) => { answer = next; begin(); },
    destroy() {
      clearTimeout(timer);
      doc.removeEventListener('keydown', onKeyDown);
      view?.destroy();
      controls.remove();
    },
  };
}

/**
 * A practice-only bar outside the game: "Settings" opens a dialog with the NYT switches (created
 * only while open, as the real modal is), "New game" starts another puzzle in the same tab.
 */
function practiceControls(doc, settings, actions) {
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
    if (dialog) return void (dialog.remove(), (dialog = null));
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
  });
  button('New game', 'practice-new-game', () => actions.newGame());
  doc.body.append(bar);
  return { remove: () => (bar.remove(), dialog?.remove()) };
}
