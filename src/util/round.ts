// Python's float rounding, shared by the report (scores) and the comparison (deltas), so both
// agree with the Python harness bit for bit. Pure.

/**
 * Python's `round(x, ndigits)` for floats: round half to even on the *exact* binary value of `x`
 * (so 2.675 -> 2.67 because the double is below 2.675, and 0.125 -> 0.12 because it is an exact tie).
 * `Number.prototype.toFixed` differs on exact ties (it rounds them away from zero).
 */
export function pyRound(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const neg = x < 0;
  const ax = Math.abs(x);
  if (ax >= 1e21) return x;
  // toFixed(100) is the exact decimal expansion for every double below 1e21 whose expansion has
  // at most 100 fractional digits; a double whose digits go further is < 1e-30 and rounds to 0.
  const exact = ax.toFixed(100);
  const dot = exact.indexOf(".");
  const intPart = exact.slice(0, dot);
  const frac = exact.slice(dot + 1);
  const keep = frac.slice(0, ndigits);
  const next = frac.charCodeAt(ndigits) - 48;
  const rest = frac.slice(ndigits + 1);
  let digits = intPart + keep; // integer number of units of 10^-ndigits, as a decimal string
  let roundUp = false;
  if (next > 5) roundUp = true;
  else if (next === 5) {
    if (/[1-9]/.test(rest)) roundUp = true;
    else {
      const last = digits.charCodeAt(digits.length - 1) - 48;
      roundUp = last % 2 === 1;
    }
  }
  if (roundUp) digits = incrementDecimal(digits);
  const s = digits.slice(0, digits.length - ndigits) + "." + digits.slice(digits.length - ndigits);
  const r = Number(ndigits === 0 ? digits : s);
  return neg ? -r : r;
}

function incrementDecimal(d: string): string {
  const a = d.split("");
  let i = a.length - 1;
  for (; i >= 0; i--) {
    if (a[i] === "9") a[i] = "0";
    else {
      a[i] = String.fromCharCode(a[i]!.charCodeAt(0) + 1);
      return a.join("");
    }
  }
  return "1" + a.join("");
}
