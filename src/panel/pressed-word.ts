// "Enter it" enters the word the player pressed on. The idle refinement can re-rank the list
// between the press and the click (core/keep-shown.ts): the button under the pointer may then show
// another word (a row rendered without a key, as the hint ladder's one best, takes the new word on
// the same button), or the pressed row may have moved and the click land beside it. So the word is
// read off the row the pointer went down on, as it was rendered then, and the click enters that one.
import { useRef } from 'preact/hooks';

/** The attribute an "enter it" button carries: the word it was rendered for. */
export const ENTER_WORD = 'data-enter-word';

const wordAt = (target: EventTarget | null): string | null =>
  (target instanceof Element ? target.closest(`[${ENTER_WORD}]`)?.getAttribute(ENTER_WORD) : null) ?? null;

export interface PressedWord {
  /** The handlers of the element holding the buttons. */
  handlers: {
    onPointerDownCapture: (e: PointerEvent) => void;
    onPointerUpCapture: (e: PointerEvent) => void;
    onPointerCancelCapture: () => void;
    onKeyDownCapture: () => void;
    onClick: () => void;
  };
  /** What a button's click calls with its own word: enters the word pressed on, if a press began on a button. */
  enter: (own: string) => void;
}

/**
 * The press of an "enter it" button, kept from pointerdown to its click. A key press forgets it (a
 * button activated from the keyboard enters its own word), as does a press the browser cancels (a
 * touch that became a scroll: no click follows it, and a later click, a screen reader's, enters
 * its own word); so does the click, whichever element it
 * reaches: a click that lands beside the buttons (the pressed row moved under a still pointer) enters
 * the pressed word when the pointer also came up on a button, and nothing when the player dragged off.
 */
export function usePressedWord(enterWord: (word: string) => void): PressedWord {
  const pressed = useRef<string | null>(null);
  const releasedOnButton = useRef(false);
  const take = () => {
    const w = pressed.current;
    pressed.current = null;
    return w;
  };
  return {
    handlers: {
      onPointerDownCapture: (e) => {
        pressed.current = wordAt(e.target);
        releasedOnButton.current = false;
      },
      onPointerUpCapture: (e) => {
        releasedOnButton.current = wordAt(e.target) !== null;
      },
      onPointerCancelCapture: () => {
        pressed.current = null;
      },
      onKeyDownCapture: () => {
        pressed.current = null;
      },
      // Reached after a button's own click (which took the press) or for a click beside the buttons.
      onClick: () => {
        const w = take();
        if (w !== null && releasedOnButton.current) enterWord(w);
      },
    },
    enter: (own) => enterWord(take() ?? own),
  };
}
