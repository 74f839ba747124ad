import { specialtyDetails } from '../../content/specialty-details';
import type { SpecialtyId } from '../../content/types';
import { Picture } from '../ui/picture';
import * as s from './specialties-styles';
import { TalkToUs } from './talk-to-us';

/** What a specialty's panel shows: its picture, name, paragraph and the way to ask about it. */
export function SpecialtyPanel({ id, title }: { id: SpecialtyId; title: string }) {
  const { image, details } = specialtyDetails[id];
  return (
    <>
      <Picture picture={image} sizes={s.imageSizes} className={s.image} />
      <div className={s.body}>
        <h3>{title}</h3>
        <p>{details}</p>
        <TalkToUs />
      </div>
    </>
  );
}
