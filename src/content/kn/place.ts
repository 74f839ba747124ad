/** Where the clinic is, as the Kannada texts name it: the same keys as ../place.ts, the facts of src/config.ts. */
import { placeInKannada } from '../../config';

export const place = placeInKannada();
