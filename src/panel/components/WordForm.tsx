// A five-letter word the player types, and why it was refused, announced beside the field:
// Check my word's word and manual mode's next guess.
import type { ComponentChildren } from 'preact';

export interface Props {
  /** The input's id; the error's id is `${errorPrefix}-error`. */
  inputId: string;
  errorPrefix: string;
  formClass: string;
  label: ComponentChildren;
  button: ComponentChildren;
  draft: string;
  setDraft: (text: string) => void;
  error: string | null;
  onSubmit: (e: Event) => void;
}

export function WordForm({ inputId, errorPrefix, formClass, label, button, draft, setDraft, error, onSubmit }: Props) {
  const errorId = `${errorPrefix}-error`;
  return (
    <>
      <form class={formClass} onSubmit={onSubmit}>
        <label for={inputId}>{label}</label>
        <input
          id={inputId}
          data-testid={inputId}
          value={draft}
          maxLength={5}
          autocomplete="off"
          spellcheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        {/* Not a submit button: Enter in the field would submit by clicking it, and a click on the
            panel's box is what a page hears of the panel inside it (typing-guard.ts); with no
            submit button, Enter submits the form of one field without a click. */}
        <button type="button" onClick={(e) => e.currentTarget.form?.requestSubmit()}>
          {button}
        </button>
      </form>
      {error && (
        <p id={errorId} class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
