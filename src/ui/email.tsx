/**
 * An email address that, too long for its line, breaks after its @, then before its domain's last dot, and inside a
 * word (`overflow-wrap` on `body`) only where a part alone is wider than the line: hello@ · mallige-dental · .example.
 */
export const Email = ({ address }: { address: string }) =>
  address.split(/(?<=@)|(?=\.[^.@]*$)/).map((part, i) => (i ? [<wbr key={part} />, part] : part));
