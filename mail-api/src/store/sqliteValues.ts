import type { SQLInputValue } from 'node:sqlite';
import { jsonColumns } from './storeRows';

/** How SQLite holds the shared rows (storeRows.ts): JSON columns as text; and its synchronous calls as promises. */

/** The result of a synchronous node:sqlite call as a promise, rejected rather than thrown on error. */
export function settled<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => resolve(read()));
}

/** A row to bind by column name (`@column`), its JSON columns as text. */
export function encodedRow(row: object): Record<string, SQLInputValue> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]: [string, unknown]) => [
      column,
      jsonColumns.has(column) && value !== null ? JSON.stringify(value) : (value as SQLInputValue),
    ]),
  );
}

/** A row as read, its JSON columns parsed: what the shared mapping (storeRows.ts) takes, as the caller's row type. */
export function decodedRow(row: Record<string, unknown>): unknown {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      jsonColumns.has(column) && typeof value === 'string' ? JSON.parse(value) : value,
    ]),
  );
}
