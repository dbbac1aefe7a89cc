import DataLoader from 'dataloader';

/**
 * A GraphQL field's rows fetched in one statement per request, whatever the number of parents asking: a DataLoader
 * kept per request object (nothing is shared between callers) over a batch read by parent id.
 */
export class PerRequestLoader<Value> {
  private readonly perRequest = new WeakMap<object, DataLoader<number, Value>>();

  /** `batch` answers the ids' values in the ids' order (DataLoader's contract). */
  constructor(private readonly batch: (ids: readonly number[]) => Promise<Value[]>) {}

  /** Every row of each parent (an empty list when none), from a read of the rows of many parents. */
  static rowsOf<Row>(read: (ids: readonly number[]) => Promise<Row[]>, parentOf: (row: Row) => number) {
    return new PerRequestLoader<Row[]>(async (ids) => {
      const groups = new Map<number, Row[]>(ids.map((id) => [id, []]));
      for (const row of await read(ids)) groups.get(parentOf(row))?.push(row);
      return ids.map((id) => groups.get(id)!);
    });
  }

  /** The one row of each parent (undefined when none), from a read of the rows of many parents. */
  static rowOf<Row>(read: (ids: readonly number[]) => Promise<Row[]>, parentOf: (row: Row) => number) {
    return new PerRequestLoader<Row | undefined>(async (ids) => {
      const found = new Map((await read(ids)).map((row) => [parentOf(row), row]));
      return ids.map((id) => found.get(id));
    });
  }

  load(request: object, id: number): Promise<Value> {
    let loader = this.perRequest.get(request);
    if (!loader) {
      loader = new DataLoader(this.batch);
      this.perRequest.set(request, loader);
    }
    return loader.load(id);
  }
}
