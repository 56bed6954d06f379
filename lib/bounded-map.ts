/**
 * A Map that never holds more than `capacity` entries: setting a new key when full forgets the
 * entry written longest ago. For per-instance caches keyed by something a client chooses (an IP,
 * a session id), which must not grow with the number of distinct keys an attacker can send.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be at least 1');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Sets a value; the key becomes the most recently written, and the oldest entry goes when full. */
  set(key: K, value: V): this {
    // Re-inserting moves the key to the end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
