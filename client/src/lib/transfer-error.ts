/**
 * A refused or failed transfer: the server's `{ detail }` text when it sent one, its `code` when it named one,
 * and the HTTP status (0: no answer).
 */
export class TransferError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly code: string | null = null,
  ) {
    super(detail ?? `transfer failed (${status})`);
  }
}
