import { specialties } from '../../content/specialties';
import { treatments } from '../../content/treatments';
import { serviceSuggestionsId } from './appointment-form';

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
