// The clinic's mark and name, a link home: in the header, and inverse in the footer.
import { css } from '@linaria/core';
import { config } from '../config';
import { homePath } from '../content/site';
import { crampedText, Icon, srOnlyRules } from '../ui/kit';

const [first = '', ...rest] = config.name.split(' ');
const latinName = /^[\p{Script=Latin}\p{P}\p{Zs}\d]+$/u.test(config.name);
/** The first word's width in em at most, in the serif it is set in. */
const firstWordEm = first.length * 0.62;

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a className={logo} href={homePath} data-inverse={inverse}>
      <span className={mark}>
        <Icon name="tooth" />
      </span>
      {/* A name in Latin letters is read, and spaced, as English on a Kannada page too. */}
      <span className={words} lang={latinName ? 'en' : undefined}>
        <span className={firstWord}>{first}</span>
        <span className={otherWords}>{rest.join(' ')}</span>
      </span>
    </a>
  );
}

/** The declarations of a link that is a mark with words beside it, a finger's height (the logo, Call Now). */
export const markLinkRules = `
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 2.75rem;
  color: var(--color-primary-strong);
  text-decoration: none;
`;

const logo = css`
  ${markLinkRules}
  justify-self: start;
  &[data-inverse='true'] {
    color: var(--color-surface);
    --logo-room: 100vw;
  }
`;

/** The tooth on its tile: never narrower (min-width), however long the clinic's name beside it. */
const mark = css`
  display: inline-grid;
  place-items: center;
  min-width: 2.5rem;
  height: 2.5rem;
  border-radius: 0.75rem;
  background: var(--color-primary);
  color: var(--color-surface);
  --icon: 1.5rem;
  [data-inverse='true'] > & {
    background: var(--color-surface);
    color: var(--color-primary);
  }
`;

const words = css`
  display: flex;
  flex-direction: column;
  line-height: 1;
  /* A name breaks between its words only. */
  overflow-wrap: normal;
  /* In the header, with too little room for the words, only the mark shows (the words still name the link). */
  ${crampedText} {
    [data-inverse='false'] > & {
      ${srOnlyRules}
    }
  }
`;

const firstWord = css`
  font-family: var(--font-serif);
  /* At most its letters' share of what the header leaves it (17rem: mark, Call Now, menu, English), or the footer's row. */
  font-size: min(1.375rem, (var(--logo-room, 100vw - 17rem)) / ${firstWordEm});
  font-weight: 650;
  letter-spacing: -0.01em;
`;

const otherWords = css`
  margin-top: 0.2rem;
  font-size: 0.6875rem;
  font-weight: 650;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  opacity: 0.85;
`;
