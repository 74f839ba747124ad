/**
 * Where the clinic is, as the English texts name it: the facts of src/config.ts. A text reads the place from here, never
 * from config, so that in each language's bundle it is that language's (src/content/kn/place.ts in Kannada).
 */
import { placeInEnglish } from '../config';

export const place = placeInEnglish();
