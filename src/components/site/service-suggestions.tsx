import { specialties } from '../../content/specialties';
import { treatments } from '../../content/treatments';

/** The id the appointment form's service field names in its `list` attribute. */
export const serviceSuggestionsId = 'service-suggestions';

/**
 * What the service field suggests while staying free text: every treatment and specialty by name. Prerendered
 * once per page outside the React root, so the dialog's code never carries the names.
 */
export function ServiceSuggestions() {
  return (
    <datalist id={serviceSuggestionsId}>
      {[...treatments, ...specialties].map((item) => (
        <option key={item.title} value={item.title} />
      ))}
    </datalist>
  );
}
