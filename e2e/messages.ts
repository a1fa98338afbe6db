/** Messages typed by the browser tests. */

/** A tools/call whose params use the names people guess: `tool` and `args`. */
export const TOOLS_CALL_MISNAMED =
  '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"tool":"suggest_gifts","args":{"occasion":"birthday"}}}';

/** Two pings in one JSON array: a batch, allowed in 2025-03-26 only. */
export const PING_BATCH =
  '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]';

export const PING = '{"jsonrpc":"2.0","id":7,"method":"ping"}';

/** Letters of the Russian alphabet. */
export const CYRILLIC = /[А-Яа-яЁё]/;
