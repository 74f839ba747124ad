import { InteriorCarousel } from '../components/site/interior-carousel';
import { Specialties } from '../components/site/specialties';
import { deferred } from '../components/ui/deferred';
import { slides } from '../content/carousel';
import { defaultSpecialty, specialties } from '../content/specialties';
import { container } from '../styles/ui';
import { band, hero, specialtiesLayout } from './home-styles';

// The words work as plain HTML, so their code waits for idle and what a visitor uses (carousel, specialties) is live sooner.
const text = () => import('./home-text');
const { Deferred: HeroText } = deferred(() => text().then((m) => m.HeroText), { after: 'idle' });
const { Deferred: Highlights } = deferred(() => text().then((m) => m.Highlights), { after: 'idle' });
const { Deferred: SpecialtiesHeader } = deferred(() => text().then((m) => m.SpecialtiesHeader), { after: 'idle' });

/** The home/about page: who we are and where, the clinic inside, and our specialties. */
export function HomePage() {
  return (
    <>
      <section className={`${container} ${hero}`} aria-labelledby="home-title">
        <HeroText />
        <InteriorCarousel slides={slides} />
      </section>
      <Highlights />
      <section className={band} aria-labelledby="specialties-title">
        <div className={`${container} ${specialtiesLayout}`}>
          <SpecialtiesHeader />
          <Specialties items={specialties} defaultId={defaultSpecialty} />
        </div>
      </section>
    </>
  );
}
