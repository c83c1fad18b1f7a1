/** An Int32Array that doubles when full. */
export class GrowingInts {
  private values = new Int32Array(1024);
  length = 0;

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  at(index: number): number {
    return this.values[index]!;
  }

  increment(index: number) {
    this.values[index]!++;
  }

  /** The values filled, a view of the array as it is (no copy: a build's peak memory counts). */
  done(): Int32Array {
    return this.values.subarray(0, this.length);
  }
}
