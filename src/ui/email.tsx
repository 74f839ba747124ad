/**
 * An email address that, too long for its line, breaks after its @, then before its domain's last dot, and inside a
 * word (`overflow-wrap` on `body`) only where a part alone is wider than the line.
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  const dot = Math.max(address.lastIndexOf('.'), at);
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at, dot)}
      <wbr />
      {address.slice(dot)}
    </>
  );
}
