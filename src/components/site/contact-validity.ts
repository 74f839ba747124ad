// Message Us rules: the browser checks required and type=email itself; setCustomValidity adds the schema's verdict.
import { checkContact, type Contact, type ContactField, type Errors } from '../../lib/validation';

const fields: ContactField[] = ['name', 'email', 'phone', 'message'];

const control = (form: HTMLFormElement, name: ContactField) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;

/** Gives each field the schema's message when the values break a rule (or clears it), so the browser's validity is the form's. */
export function applyValidity(form: HTMLFormElement, values: Contact): void {
  const result = checkContact(values);
  for (const name of fields) control(form, name).setCustomValidity(result.ok ? '' : (result.errors[name] ?? ''));
}

/** What the browser says about each invalid field, as shown beside it. */
export function messagesOf(form: HTMLFormElement): Errors<ContactField> {
  return Object.fromEntries(fields.flatMap((name) => (control(form, name).validity.valid ? [] : [[name, control(form, name).validationMessage]])));
}
