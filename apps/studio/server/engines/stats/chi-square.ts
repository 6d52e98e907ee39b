/**
 * Pearson's chi-square goodness-of-fit, with its critical value computed from the chi-square distribution
 * itself (regularized incomplete gamma, inverted by bisection) rather than read from a table, so a test can
 * use any number of categories.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: relative error below 1e-15). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) = γ(a, x) / Γ(a): the series below a + 1, the continued fraction for 1 − P above (Numerical Recipes §6.2). */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return sum * front;
  }
  // Lentz's method for the continued fraction of Q(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 - front * h;
}

/** CDF of the chi-square distribution with k degrees of freedom: P(k/2, x/2). */
export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  return regularizedGammaP(degreesOfFreedom / 2, x / 2);
}

/** The value the statistic stays below with probability `confidence` when the null hypothesis holds. */
export function chiSquareCritical(degreesOfFreedom: number, confidence: number): number {
  let low = 0;
  // Mean k, standard deviation √(2k): 20 deviations above the mean is far beyond any confidence asked here.
  let high = degreesOfFreedom + 20 * Math.sqrt(2 * degreesOfFreedom) + 50;
  for (let i = 0; i < 200 && high - low > 1e-10 * high; i++) {
    const mid = (low + high) / 2;
    if (chiSquareCdf(mid, degreesOfFreedom) < confidence) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  critical: number;
  pass: boolean;
}

/**
 * Goodness of fit of observed counts to expected probabilities. Categories expected fewer than five times are
 * pooled with their neighbours first (the usual validity condition of the chi-square approximation); degrees of
 * freedom are the pooled categories minus one, since the probabilities are given, not estimated.
 */
export function chiSquareTest(
  observed: readonly number[],
  probabilities: readonly number[],
  confidence = 0.99,
): ChiSquareResult {
  if (observed.length !== probabilities.length) throw new RangeError('one probability per category');
  const total = observed.reduce((a, b) => a + b, 0);
  const pooled: { observed: number; expected: number }[] = [];
  let open = { observed: 0, expected: 0 };
  observed.forEach((count, i) => {
    open.observed += count;
    open.expected += probabilities[i]! * total;
    if (open.expected >= 5) {
      pooled.push(open);
      open = { observed: 0, expected: 0 };
    }
  });
  if (open.expected > 0 || open.observed > 0) {
    const last = pooled.at(-1);
    if (last) {
      last.observed += open.observed;
      last.expected += open.expected;
    } else pooled.push(open);
  }
  const statistic = pooled.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
  const degreesOfFreedom = pooled.length - 1;
  const critical = chiSquareCritical(degreesOfFreedom, confidence);
  return { statistic, degreesOfFreedom, critical, pass: statistic <= critical };
}

export const uniform = (n: number): number[] => Array.from({ length: n }, () => 1 / n);

/**
 * Independent tests taken together: the sum of independent chi-square statistics is chi-square with the sum of
 * their degrees of freedom, so several reels (or dice) are judged by one test at the given confidence instead of
 * several, each of which could fail by chance.
 */
export function combineChiSquare(results: readonly ChiSquareResult[], confidence = 0.99): ChiSquareResult {
  const statistic = results.reduce((sum, r) => sum + r.statistic, 0);
  const degreesOfFreedom = results.reduce((sum, r) => sum + r.degreesOfFreedom, 0);
  const critical = chiSquareCritical(degreesOfFreedom, confidence);
  return { statistic, degreesOfFreedom, critical, pass: statistic <= critical };
}
