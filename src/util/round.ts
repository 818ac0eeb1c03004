// Python's float rounding, shared by the report (scores) and the comparison (deltas), so both
// agree with the Python harness bit for bit. Pure.

/**
 * Python's `round(x, ndigits)` for floats: round half to even on the *exact* binary value of `x`
 * (so 2.675 -> 2.67 because the double is below 2.675, and 0.125 -> 0.12 because it is an exact tie).
 * `Number.prototype.toFixed` differs on exact ties (it rounds them away from zero).
 */
export function pyRound(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || x === 0 || Number.isInteger(x)) return x;
  const near = nearRound(Math.abs(x), ndigits);
  if (near !== null) return x < 0 ? -near : near;
  return pyRoundExact(x, ndigits);
}

/**
 * `pyRound(x, n)` of a positive `x` whose scaled value `x * 10^n` (below 10^6: every score,
 * coverage and delta) is clearly off a tie, without its exact decimal expansion; null otherwise
 * (then only the exact expansion decides). The product is within half a unit in the last place of
 * the exact one (under 2^-33, far below the 1e-6 kept from the tie), so both round to the same
 * integer k; and k / 10^n, one correctly rounded division, is the double nearest to k * 10^-n,
 * which is what parsing the exact expansion's rounded digits gives.
 */
function nearRound(x: number, n: number): number | null {
  if (!(x > 0) || n < 0 || n > 8) return null;
  const p = 10 ** n;
  const y = x * p;
  if (!(y < 1e6)) return null; // below 2^20: a unit in the last place is under 2^-32
  const f = y - Math.floor(y);
  if (Math.abs(f - 0.5) <= 1e-6) return null;
  return Math.round(y) / p;
}

/** `pyRound` by the exact decimal expansion of `x` alone (its fast paths are tested against this). */
export function pyRoundExact(x: number, ndigits: number): number {
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
