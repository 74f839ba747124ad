import { css } from '@linaria/core';
import { config } from '../../config';
import { Icon } from '../ui/icons';

/** The clinic's logotype, linking to the home page. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a className={logo} href="/" data-inverse={inverse}>
      <span className={mark}>
        <Icon name="tooth" />
      </span>
      <span className={words}>
        <span className={first}>{config.name.split(' ')[0]}</span>
        <span className={rest}>{config.name.split(' ').slice(1).join(' ')}</span>
      </span>
    </a>
  );
}

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 2.75rem;
  color: var(--color-primary-strong);
  text-decoration: none;
  justify-self: start;
  &[data-inverse='true'] {
    color: #fff;
  }
`;

const mark = css`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 0.75rem;
  background: var(--color-primary);
  color: #fff;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  [data-inverse='true'] > & {
    background: #fff;
    color: var(--color-primary);
  }
`;

const words = css`
  display: flex;
  flex-direction: column;
  line-height: 1;
`;

const first = css`
  font-family: var(--font-serif);
  font-size: 1.375rem;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

const rest = css`
  margin-top: 0.2rem;
  font-size: 0.6875rem;
  font-weight: 650;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  opacity: 0.85;
`;
