import { css } from '@linaria/core';

/**
 * An email address that, too long for its line, breaks after its @, and inside its domain only before its last dot,
 * when the domain alone is too long (never inside a word). A screen reader hears a space at each of those breaks, so a
 * link around one names itself by the address as written (`EmailLink`). In a link, the domain draws the link's
 * underline itself, since an underline stops at an inline block.
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  const dot = Math.max(address.lastIndexOf('.'), at);
  return (
    <>
      {address.slice(0, at)}
      <span className={domain}>
        {address.slice(at, dot)}
        <wbr />
        {address.slice(dot)}
      </span>
    </>
  );
}

/** A link to write to `address`, named by it. */
export const EmailLink = ({ address }: { address: string }) => (
  <a href={`mailto:${address}`} aria-label={address}>
    <Email address={address} />
  </a>
);

const domain = css`
  display: inline-block;
  text-decoration: inherit;
`;
