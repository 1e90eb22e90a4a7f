import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { type SearchHistoryResponse, searchHistoryResponseSchema } from "../session/schemas";

export type SearchHistoryEntry = SearchHistoryResponse["items"][number];

const schema = RESPONSE_CHECKS ? searchHistoryResponseSchema : undefined;

/** GET /users/me/history/search: the session's past search choices, newest first. */
export function getSearchHistory(client: Client): Promise<Result<SearchHistoryResponse>> {
  return client.request({ path: "/users/me/history/search", schema });
}

/** POST /users/me/history/search: remembers a chosen result; answers the updated history. */
export function addSearchHistory(
  client: Client,
  entry: SearchHistoryEntry,
): Promise<Result<SearchHistoryResponse>> {
  return client.request({ method: "POST", path: "/users/me/history/search", json: entry, schema });
}

/** DELETE /users/me/history/search */
export function clearSearchHistory(client: Client): Promise<Result<SearchHistoryResponse>> {
  return client.request({ method: "DELETE", path: "/users/me/history/search", schema });
}
