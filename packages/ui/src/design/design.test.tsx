import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { EmptyState, Price, Skeleton, Stars, Tabs } from "./index";

afterEach(cleanup);

describe("Skeleton", () => {
  it("is one status for the whole group, named by its label", () => {
    render(<Skeleton lines={4} label="Loading install times…" />);
    const status = screen.getByRole("status", { name: "Loading install times…" });
    expect(status.querySelectorAll(".skeleton__line")).toHaveLength(4);
  });

  it("is drawn only, and says nothing, without a label", () => {
    const { container } = render(<Skeleton lines={2} label={null} />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.querySelector(".skeleton")?.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("Stars", () => {
  it("fills the track to the tenth and reads the rating with its count", () => {
    const { container } = render(<Stars average={4.3} count={12} />);
    // An attribute, not an inline style: a page's CSP without 'unsafe-inline' draws it too.
    expect(container.querySelector(".stars__fill")?.getAttribute("width")).toBe("86%");
    expect(container.querySelector("[style]")).toBeNull();
    expect(container.querySelector(".stars__track")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.textContent).toBe("4.3 out of 5, 12 reviews");
  });
});

describe("Price", () => {
  it("says each, the struck list price, and the set with its saving", () => {
    const { container } = render(
      <Price
        price={{
          eachInCents: 12_999,
          listInCents: 14_999,
          setQuantity: 4,
          setInCents: 51_996,
          setSavingInCents: 8_000,
        }}
        label="Fleet"
      />,
    );
    expect(container.querySelector(".price")?.textContent).toBe("$129.99");
    expect(container.querySelector("s")?.textContent).toBe("$149.99");
    expect(container.querySelector(".price-label")?.textContent).toBe("Fleet price");
    expect(container.querySelector(".price-block__set")?.textContent).toBe(
      "$519.96 for 4, you save $80.00",
    );
  });

  it("strikes nothing and claims no saving at the list price", () => {
    const { container } = render(
      <Price
        price={{
          eachInCents: 10_000,
          listInCents: null,
          setQuantity: 4,
          setInCents: 40_000,
          setSavingInCents: null,
        }}
      />,
    );
    expect(container.querySelector("s")).toBeNull();
    expect(container.querySelector(".price-block__set")?.textContent).toBe("$400.00 for 4");
  });
});

describe("Tabs", () => {
  const tabs = [
    { id: "vehicle", title: "By vehicle", panel: <p>Vehicle form</p> },
    { id: "size", title: "By size", panel: <p>Size form</p> },
    { id: "brand", title: "By brand", panel: <p>Brand list</p> },
  ];

  it("shows the initial tab's panel and hides the others, with one tab stop", () => {
    render(<Tabs label="Find tires" tabs={tabs} initial="size" />);
    const [vehicle, size] = screen.getAllByRole("tab");
    expect(size?.getAttribute("aria-selected")).toBe("true");
    expect(size?.tabIndex).toBe(0);
    expect(vehicle?.tabIndex).toBe(-1);
    expect(screen.getByText("Size form").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(
      false,
    );
    expect(
      screen.getByText("Vehicle form").closest("[role=tabpanel]")?.hasAttribute("hidden"),
    ).toBe(true);
  });

  it("moves with the arrows, Home and End, wrapping at the ends", () => {
    render(<Tabs label="Find tires" tabs={tabs} />);
    const list = screen.getByRole("tablist", { name: "Find tires" });
    const selected = () =>
      screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")
        ?.textContent;
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    expect(selected()).toBe("By brand");
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(selected()).toBe("By vehicle");
    fireEvent.keyDown(list, { key: "End" });
    expect(selected()).toBe("By brand");
    fireEvent.keyDown(list, { key: "Home" });
    expect(selected()).toBe("By vehicle");
  });

  it("are links to the page with that tab open when given hrefFor, and still switch in place", () => {
    render(<Tabs label="Find tires" tabs={tabs} hrefFor={(id) => `/?finder=${id}`} />);
    const size = screen.getByRole("tab", { name: "By size" });
    expect(size.getAttribute("href")).toBe("/?finder=size");
    fireEvent.click(size);
    expect(size.getAttribute("aria-selected")).toBe("true");
  });
});

describe("EmptyState", () => {
  it("says what is missing and offers the next step", () => {
    const { container } = render(
      <EmptyState title="No tires match" action={<a href="/tire-sizes/225-50r17">Show all</a>}>
        Try fewer filters.
      </EmptyState>,
    );
    expect(container.querySelector(".empty-state__title")?.textContent).toBe("No tires match");
    expect(screen.getByRole("link", { name: "Show all" }).getAttribute("href")).toBe(
      "/tire-sizes/225-50r17",
    );
  });
});
