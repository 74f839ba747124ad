import { specialties } from '../../content/specialties';
import { treatments } from '../../content/treatments';
import { serviceSuggestionsId } from './appointment-form';

/** The free-text service field's suggestions, prerendered outside the React root so no code carries the names. */
export function ServiceSuggestions() {
  return (
    <datalist id={serviceSuggestionsId}>
      {[...treatments, ...specialties].map((item) => (
        <option key={item.title} value={item.title} />
      ))}
    </datalist>
  );
}
