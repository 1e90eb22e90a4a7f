import type { UserDetail } from "@treadkit/core/session";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { userDetail } from "./account.service";
import type { Member } from "./member-session";

export type Buyer = { member: Member; detail: UserDetail };

const details = new WeakMap<FastifyRequest, Promise<Buyer | null>>();

/** The signed-in member of a request with their user detail (company included), read once. */
export function buyerOf(db: Db, request: FastifyRequest): Promise<Buyer | null> {
  let found = details.get(request);
  if (!found) {
    found = request
      .member()
      .then(async (member) =>
        member ? { member, detail: await userDetail(db, member.user) } : null,
      );
    details.set(request, found);
  }
  return found;
}
