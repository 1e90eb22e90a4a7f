import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  pageTitle,
  robotsContent,
  SHARE_IMAGE,
  shareSiteName,
  shareTags,
  showsShareTags,
} from "./meta";

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

describe("canonical links", () => {
  it("name the page itself, except that help-center pages name the help center", () => {
    expect(canonicalPath("/tire-sizes/225-50r17")).toBe("/tire-sizes/225-50r17");
    expect(canonicalPath("/help-center")).toBe("/help-center");
    expect(canonicalPath("/help-center/orders/returns")).toBe("/help-center");
    expect(canonicalPath("/help-centers")).toBe("/help-centers");
  });
});

describe("social-share tags", () => {
  const input = {
    title: "225/50R17 Tires",
    description: "Compare 12 tires",
    url: "https://shop.example/tire-sizes/225-50r17",
    siteName: "Treadkit",
    origin: "https://shop.example",
  };
  const asMap = (tags: ReturnType<typeof shareTags>) =>
    Object.fromEntries(tags.map((tag) => [tag.key, tag.content]));

  it("are omitted on the employee portal, a shopper's own pages and error pages", () => {
    expect(showsShareTags("consumer")).toBe(true);
    expect(showsShareTags("simpleShop")).toBe(true);
    expect(showsShareTags("employeePortal")).toBe(false);
    expect(showsShareTags("consumer", "private")).toBe(false);
    expect(showsShareTags("consumer", "error")).toBe(false);
  });

  it("describe the page with the canonical URL and the 1024x512 default image", () => {
    const tags = asMap(shareTags(input));
    expect(tags).toMatchObject({
      "og:type": "website",
      "og:site_name": "Treadkit",
      "og:title": "225/50R17 Tires",
      "og:description": "Compare 12 tires",
      "og:url": "https://shop.example/tire-sizes/225-50r17",
      "og:image": `https://shop.example${SHARE_IMAGE.path}`,
      "og:image:width": "1024",
      "og:image:height": "512",
      "twitter:card": "summary_large_image",
    });
  });

  it("name no og:url when the page has no canonical link", () => {
    expect(shareTags({ ...input, url: null }).map((tag) => tag.key)).not.toContain("og:url");
  });

  it("put Open Graph keys in property and Twitter's in name", () => {
    for (const tag of shareTags(input)) {
      expect(tag.attribute, tag.key).toBe(tag.key.startsWith("og:") ? "property" : "name");
    }
  });

  it("name a simple shop after the shop, every other site after the brand", () => {
    expect(shareSiteName("simpleShop", "Sunrise Tire Pros")).toBe("Sunrise Tire Pros");
    expect(shareSiteName("consumer", "Sunrise Tire Pros")).toBe("Treadkit");
    expect(shareSiteName("simpleShop", null)).toBe("Treadkit");
  });
});
