// The guesses a hard-mode requirement allows, cached by requirement.
import { meetsRequirement, requirementKey, type HardRequirement } from '../hard-mode';
import { wordTable } from '../words';

/** Requirements cached before the cache starts over. */
const MAX_POOLS = 5000;

export class HardPools {
  private readonly cache = new Map<string, Uint16Array>();
  private readonly letters = wordTable().letters;

  /**
   * The guesses `req` allows. A child's requirement only adds to its parent's, so filtering the
   * parent's pool (often a few hundred words) gives the same pool as filtering all 14,855.
   */
  poolFor(req: HardRequirement, parentPool: Uint16Array): Uint16Array {
    const k = requirementKey(req);
    let pool = this.cache.get(k);
    if (!pool) {
      pool = parentPool.filter((w) => meetsRequirement(req, this.letters, w));
      if (this.cache.size > MAX_POOLS) this.cache.clear();
      this.cache.set(k, pool);
    }
    return pool;
  }
}
