import { config } from '../../config';
import { homePath } from '../../content/site';
import { Icon } from '../ui/icons';
import { first, logo, mark, rest, words } from './logo-styles';

/** The clinic's logotype, linking to the home page. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a className={logo} href={homePath} data-inverse={inverse}>
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
