import { describe, expect, it } from "vitest";
import { primaryLog } from "./logger";

/** The lines a log writes, parsed. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  };
}

describe("the cluster primary's log", () => {
  it("keeps to LOG_LEVEL, as the workers do", () => {
    const { lines, stream } = captured();
    const log = primaryLog("error", stream);
    log("info", "rolling restart of 2 workers");
    log("warn", "metrics port busy");
    log("error", "a new worker did not start");
    expect(lines.map((line) => line.msg)).toEqual(["a new worker did not start"]);
  });

  it("writes the workers' JSON lines, each naming the primary", () => {
    const { lines, stream } = captured();
    primaryLog("info", stream)("info", "rolling restart done");
    expect(lines[0]).toMatchObject({
      level: 30,
      pid: process.pid,
      role: "primary",
      msg: "rolling restart done",
    });
    expect(lines[0]?.time).toEqual(expect.any(Number));
  });
});
