let generation = 0;

/** After a brand is added or changed: this node's next request reads the brands again. */
export function forgetCachedBrands() {
  generation++;
}

/** Changes whenever `forgetCachedBrands` is called; a cached brand from another generation is not used. */
export function brandGeneration() {
  return generation;
}
