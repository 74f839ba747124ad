import { galleryHeadline } from '../content/home';
export function CaseStudiesPage() {
  return <h1 tabIndex={-1}>{galleryHeadline}</h1>;
}
