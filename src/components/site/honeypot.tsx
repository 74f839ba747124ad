import { css } from '@linaria/core';
import { honeypotLabel } from '../../content/messages';

// A name no autofill or password manager matches (they look for name, email, phone, address, url, company,
// user and the like in the name, id, label and autocomplete), and that still looks like a field to a bot.
const honeypotName = 'hp_ks';

/**
 * A field people never meet: off-screen, hidden from screen readers, out of the tab order, and marked for
 * autofill and the common password managers to leave alone. Bots that fill every field fill it.
 */
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

/**
 * Whether a bot filled the form's spam trap. A value autofill put there, or one that repeats what the visitor
 * typed into another field (a password manager's echo), is not a bot's. The trap is emptied either way, so
 * the next honest send from this page is never dropped.
 */
export function honeypotTripped(form: HTMLFormElement, typed: string[]): boolean {
  const input = form.elements.namedItem(honeypotName);
  if (!(input instanceof HTMLInputElement)) return false;
  const value = input.value.trim();
  const byPerson = autofilled(input) || typed.some((text) => text.trim() !== '' && text.trim() === value);
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
