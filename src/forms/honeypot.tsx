import { css } from '@linaria/core';
import { honeypotLabel } from '../content/messages';

// A name no autofill or password manager matches (they look for name, email, phone, user…), yet a bot sees a field.
const honeypotName = 'hp_ks';

/** A spam-trap field people never meet (off-screen, hidden from screen readers, untabbable, autofill-off). */
export function Honeypot() {
  return (
    <div className={trap} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input
          type="text"
          name={honeypotName}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}

/** Whether the browser's own autofill put the value there (`:autofill`; older engines only know the prefixed form). */
function autofilled(input: HTMLInputElement): boolean {
  return [':autofill', ':-webkit-autofill'].some((selector) => {
    try {
      return input.matches(selector);
    } catch {
      return false;
    }
  });
}

/** Whether a bot filled the trap (not autofill, nor a password manager echoing a field); emptied for the next send. */
export function honeypotTripped(form: HTMLFormElement, typed: string[]): boolean {
  const input = form.elements.namedItem(honeypotName);
  if (!(input instanceof HTMLInputElement)) return false;
  const value = input.value.trim();
  const byPerson = autofilled(input) || typed.some((text) => text.trim() === value);
  input.value = '';
  return value !== '' && !byPerson;
}

const trap = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
