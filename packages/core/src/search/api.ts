import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { QueryType } from "./rules";
import { type TypeaheadResponse, typeaheadResponseSchema } from "./schemas";

export type TypeaheadParams = {
  queryText: string;
  queryType?: QueryType;
  additionalQueryText?: string;
};

/** GET /search-typeahead; pass a signal so that a newer search can abort this one. */
export function searchTypeahead(
  client: Client,
  params: TypeaheadParams,
  signal?: AbortSignal,
): Promise<Result<TypeaheadResponse>> {
  return client.request({
    path: "/search-typeahead",
    query: { ...params },
    schema: RESPONSE_CHECKS ? typeaheadResponseSchema : undefined,
    signal,
  });
}
