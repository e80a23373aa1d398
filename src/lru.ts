/** A map of at most `capacity` entries that forgets the least recently used first. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting moves the entry to the most recent end.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  /** The entry without counting as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key)
  }

  /** Returns whether an entry of another key was evicted to make room. */
  set(key: K, value: V): boolean {
    this.entries.delete(key)
    const evicts = this.entries.size >= this.capacity
    if (evicts) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, value)
    return evicts
  }

  delete(key: K): void {
    this.entries.delete(key)
  }
}
