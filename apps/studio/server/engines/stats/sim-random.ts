import { uniformInt, type RandomSource } from '../fairness/stream.ts';

/**
 * A fast seeded generator (sfc32, Chris Doty-Humphrey's "small fast counting" generator, which passes
 * PractRand) for simulations that need tens of millions of draws in a test. It is never used for play: rounds
 * draw from the provably fair stream. Engines see it through the same unbiased `int(n)` by rejection, so a
 * simulation exercises exactly the mapping and the game logic that play uses; the fair stream's own uniformity
 * is tested separately with chi-square tests.
 */
export class SimulationRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = seed >>> 0;
    for (let i = 0; i < 15; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    return uniformInt(this, n);
  }
}
