/**
 * The first place in [from, to) of an ascending array whose value is at least `value`, or `to`:
 * halving the range.
 */
export function firstAtLeast(
  values: Int32Array,
  value: number,
  from = 0,
  to = values.length,
): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
