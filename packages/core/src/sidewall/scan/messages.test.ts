import { describe, expect, it } from "vitest";
import { cameraProblem } from "./messages";

describe("cameraProblem", () => {
  it("tells a refusal from a missing camera", () => {
    expect(cameraProblem(new DOMException("Permission denied", "NotAllowedError"))).toBe("denied");
    expect(cameraProblem(new DOMException("Insecure", "SecurityError"))).toBe("denied");
    expect(cameraProblem(new DOMException("Requested device not found", "NotFoundError"))).toBe(
      "noCamera",
    );
    expect(cameraProblem(new DOMException("In use", "NotReadableError"))).toBe("noCamera");
    expect(cameraProblem(undefined)).toBe("noCamera");
  });
});
