/** A binary min-heap of posting cursors by their current rank. */
export class MinHeap<Item> {
  constructor(
    private readonly items: Item[],
    private readonly keyOf: (item: Item) => number,
  ) {
    for (let at = (items.length >>> 1) - 1; at >= 0; at--) this.siftDown(at);
  }

  get size() {
    return this.items.length;
  }

  top(): Item {
    return this.items[0]!;
  }

  pop() {
    const last = this.items.pop()!;
    if (this.items.length > 0) {
      this.items[0] = last;
      this.siftDown(0);
    }
  }

  siftDownTop() {
    this.siftDown(0);
  }

  private siftDown(start: number) {
    const { items, keyOf } = this;
    let at = start;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let smallest = at;
      if (left < items.length && keyOf(items[left]!) < keyOf(items[smallest]!)) smallest = left;
      if (right < items.length && keyOf(items[right]!) < keyOf(items[smallest]!)) smallest = right;
      if (smallest === at) return;
      [items[at], items[smallest]] = [items[smallest]!, items[at]!];
      at = smallest;
    }
  }
}
