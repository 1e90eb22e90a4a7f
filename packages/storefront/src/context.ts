import type { Client } from "@treadkit/core/client";
import { createContext, useContext } from "react";

/** The core request client the pages use: browser fetch on the client, in-process on the server. */
export const ClientContext = createContext<Client | null>(null);

export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error("ClientContext is not provided");
  return client;
}
