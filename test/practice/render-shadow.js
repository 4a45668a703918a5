// The NYT markup before August 2022: custom elements with open shadow roots. game-app →
// game-theme-manager → game-row (attributes letters, length, invalid, win) → game-tile
// (attributes letter, evaluation, reveal; inner .tile[data-state][data-animation]). As in the
// original, a row sets every tile's `evaluation` when the reveal starts and `reveal` 300 ms apart;
// the inner tile turns its colour at the half flip. Timers stand in for animationend so the page
// also runs where CSS animations do not (happy-dom, reduced motion).
import { BACKSPACE_KEY, ENTER_KEY, KEY_ROWS } from './timing.js';

let T = { pop: 100, flipHalf: 250, stagger: 300, shake: 600, bounce: 1000, bounceStagger: 100, restoreStagger: 100 };

const TILE_CSS = `:host{display:inline-block}.tile{width:100%;display:inline-flex;justify-content:center;align-items:center;font-size:2rem;line-height:2rem;font-weight:bold;box-sizing:border-box;text-transform:uppercase;user-select:none;color:var(--tile-text-color)}
.tile::before{content:'';display:inline-block;padding-bottom:100%}.tile[data-state=empty]{border:2px solid var(--color-tone-4)}
.tile[data-state=tbd]{border:2px solid var(--color-tone-3);color:var(--color-tone-1)}.tile[data-state=correct]{background:var(--color-correct)}
.tile[data-state=present]{background:var(--color-present)}.tile[data-state=absent]{background:var(--color-absent)}
.tile[data-animation=pop]{animation:PopIn 100ms}.tile[data-animation=flip-in]{animation:FlipIn 250ms ease-in}.tile[data-animation=flip-out]{animation:FlipOut 250ms ease-in}
@keyframes PopIn{from{transform:scale(.8);opacity:0}40%{transform:scale(1.1);opacity:1}}@keyframes FlipIn{0%{transform:rotateX(0)}100%{transform:rotateX(-90deg)}}@keyframes FlipOut{0%{transform:rotateX(-90deg)}100%{transform:rotateX(0)}}`;
const ROW_CSS = `:host{display:block}:host([invalid]){animation:Shake 600ms}.row{display:grid;grid-template-columns:repeat(5,1fr);grid-gap:5px}
@keyframes Shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}`;

const APP_CSS = `#board{display:grid;grid-template-rows:repeat(6,1fr);grid-gap:5px;width:350px;height:420px;padding:10px;box-sizing:border-box;margin:0 auto}
header{text-align:center;font-weight:700;font-size:36px;margin:8px}#game{position:relative}`;
const KEYBOARD_CSS = `.row{display:flex;margin:0 auto 8px}button{font:inherit;font-weight:bold;border:0;margin:0 6px 0 0;height:58px;border-radius:4px;cursor:pointer;flex:1;text-transform:uppercase;background:var(--key-bg);color:var(--key-text)}
button[data-state=correct]{background:var(--color-correct);color:#fff}button[data-state=present]{background:var(--color-present);color:#fff}button[data-state=absent]{background:var(--color-absent);color:#fff}.half{flex:.5}.one-and-a-half{flex:1.5;font-size:12px}`;

function defineElements(win) {
  if (win.customElements.get('game-app')) return;
  const doc = win.document;
  class GameTile extends win.HTMLElement {
    static observedAttributes = ['letter', 'evaluation', 'reveal'];
    _letter = ''; _state = 'empty'; _animation = 'idle'; _reveal = false; last = false;
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = `<style>${TILE_CSS}</style><div class="tile" data-state="empty" data-animation="idle"></div>`;
      this.$tile = this.shadowRoot.querySelector('.tile');
    }
    attributeChangedCallback(name, old, value) {
      if (name === 'letter' && value !== old) {
        this._letter = value ?? '';
        this._state = value ? 'tbd' : 'empty';
        this._animation = value ? 'pop' : 'idle';
        if (value) setTimeout(() => ((this._animation = 'idle'), this._render()), T.pop);
      } else if (name === 'evaluation' && value) this._state = value;
      else if (name === 'reveal' && value !== null) {
        this._animation = 'flip-in';
        this._reveal = true;
        setTimeout(() => {
          this.$tile.dataset.state = this._state;
          this._animation = 'flip-out';
          this._render();
          setTimeout(() => {
            this._animation = 'idle';
            this._render();
            if (this.last) this.dispatchEvent(new win.CustomEvent('game-last-tile-revealed-in-row', { bubbles: true, composed: true }));
          }, T.flipHalf);
        }, T.flipHalf);
      }
      this._render();
    }
    _render() {
      this.$tile.textContent = this._letter;
      if (this._state === 'empty' || this._state === 'tbd') this.$tile.dataset.state = this._state;
      if (this._state === 'empty' || this._state === 'tbd' || this._reveal) this.$tile.dataset.animation = this._animation;
    }
  }
  class GameRow extends win.HTMLElement {
    static observedAttributes = ['letters', 'invalid', 'win'];
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = `<style>${ROW_CSS}</style><div class="row"></div>`;
      this.$tiles = Array.from({ length: 5 }, (_, i) => {
        const t = doc.createElement('game-tile');
        t.last = i === 4;
        this.shadowRoot.querySelector('.row').append(t);
        return t;
      });
    }
    /** Starts the reveal: every tile's evaluation now, its `reveal` `stagger` ms apart. */
    reveal(evaluation, stagger = T.stagger) {
      this.$tiles.forEach((t, i) => {
        t.setAttribute('evaluation', evaluation[i]);
        setTimeout(() => t.setAttribute('reveal', ''), stagger * i);
      });
    }
    attributeChangedCallback(name, _old, value) {
      if (name === 'letters') this.$tiles.forEach((t, i) => (value?.[i] ? t.setAttribute('letter', value[i]) : t.removeAttribute('letter')));
      if (name === 'invalid' && value !== null) setTimeout(() => this.removeAttribute('invalid'), T.shake);
      if (name === 'win') this.$tiles.forEach((t, i) => (t.classList.toggle('win', value !== null), (t.style.animationDelay = `${i * T.bounceStagger}ms`)));
    }
  }
  class GameKeyboard extends win.HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const row = (letters, first, last) => `<div class="row">${first}${letters.split('').map((l) => `<button data-key="${l}">${l}</button>`).join('')}${last}</div>`;
      root.innerHTML = `<style>${KEYBOARD_CSS}</style><div id="keyboard">${row(KEY_ROWS[0], '', '')}${row(KEY_ROWS[1], '<div class="spacer half"></div>', '<div class="spacer half"></div>')}${row(KEY_ROWS[2], `<button data-key="${ENTER_KEY}" class="one-and-a-half">enter</button>`, `<button data-key="${BACKSPACE_KEY}" class="one-and-a-half">⌫</button>`)}</div>`;
      root.addEventListener('click', (e) => {
        const key = e.target.closest?.('button[data-key]')?.getAttribute('data-key');
        if (key) this.dispatchEvent(new win.CustomEvent('game-key-press', { bubbles: true, composed: true, detail: { key } }));
      });
    }
  }
  win.customElements.define('game-tile', GameTile);
  win.customElements.define('game-row', GameRow);
  win.customElements.define('game-keyboard', GameKeyboard);
  win.customElements.define('game-theme-manager', class extends win.HTMLElement {
    constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<slot></slot>'; }
  });
  win.customElements.define('game-app', class extends win.HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = `<style>${APP_CSS}</style><game-theme-manager><div id="game"><header><div class="title">WORDLE</div></header><div id="game-toaster" class="toaster"></div><div id="board-container"><div id="board">${'<game-row letters="" length="5"></game-row>'.repeat(6)}</div></div><game-keyboard></game-keyboard></div></game-theme-manager>`;
    }
  });
}

export function createShadowView(doc, mountPoint, timing, onKey) {
  T = timing;
  defineElements(doc.defaultView);
  const app = doc.createElement('game-app');
  mountPoint.append(app);
  const rows = Array.from(app.shadowRoot.querySelectorAll('game-row'));
  const toaster = app.shadowRoot.querySelector('#game-toaster');
  app.shadowRoot.addEventListener('game-key-press', (e) => {
    const key = e.detail.key;
    onKey(key === ENTER_KEY ? 'Enter' : key === BACKSPACE_KEY ? 'Backspace' : key);
  });
  const keyButtons = () => app.shadowRoot.querySelector('game-keyboard').shadowRoot.querySelectorAll('button[data-key]');
  return {
    restore(guesses, evaluations) {
      guesses.forEach((g, r) => {
        rows[r].setAttribute('letters', g);
        rows[r].reveal(evaluations[r], T.restoreStagger);
      });
    },
    typed: (r, letters) => rows[r].setAttribute('letters', letters),
    reveal(r, _guess, marks, done) {
      rows[r].addEventListener('game-last-tile-revealed-in-row', () => done(), { once: true });
      rows[r].reveal(marks);
    },
    shake: (r) => rows[r].setAttribute('invalid', ''),
    bounce: (r) => rows[r].setAttribute('win', ''),
    keys(states) {
      for (const b of keyButtons()) {
        const s = states[b.getAttribute('data-key')];
        if (s) b.setAttribute('data-state', s);
        else b.removeAttribute('data-state');
      }
    },
    toast(text, ms) {
      const t = doc.createElement('game-toast');
      t.setAttribute('text', text);
      t.textContent = text;
      toaster.prepend(t);
      if (ms > 0) setTimeout(() => t.remove(), ms);
    },
    destroy: () => app.remove(),
  };
}
