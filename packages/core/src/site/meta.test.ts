import { describe, expect, it } from "vitest";
import { pageTitle, robotsContent } from "./meta";

describe("page meta", () => {
  it("adds the brand suffix except on the employee portal and the shop variant", () => {
    expect(pageTitle("225/50R17 Tires")).toBe("225/50R17 Tires | Treadkit");
    expect(pageTitle("Anything", "employeePortal")).toBe("Employee Purchase Portal");
    expect(pageTitle("Tires", "simpleShop")).toBe("Tires");
  });

  it("chooses robots by channel and page kind, always with large image preview", () => {
    expect(robotsContent()).toBe("index,follow,max-image-preview:large");
    expect(robotsContent("default", "simpleShop")).toBe("noindex,nofollow,max-image-preview:large");
    expect(robotsContent("listingAd")).toBe("noindex,nofollow,max-image-preview:large");
    expect(robotsContent("writeReview")).toBe("noindex,follow,max-image-preview:large");
    expect(robotsContent("default", "employeePortal")).toBe(
      "noindex,follow,max-image-preview:large",
    );
  });
});
