import { Window as HappyWindow } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installTreadkit, RESERVED_SPACE_CSS, type Treadkit } from "./embed";

/*
 * Each test gets a page of its own (custom elements cannot be undefined again). Module scripts
 * are not fetched: the loader's <head> appends are recorded, and a test plays the browser by
 * defining the element and firing `load` or `error` on the tag.
 */

const LOADER_SRC = "https://cdn.treadkit.example/widgets/loader.js";

type Page = {
  win: Window & typeof globalThis;
  doc: Document;
  /** Module script tags the loader appended to <head>, in order. */
  appended: HTMLScriptElement[];
  treadkit: () => Treadkit;
  /** Defines <treadkit-name> as its bundle would. */
  define(name: string): void;
};

const pages: HappyWindow[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(pages.splice(0).map((w) => w.happyDOM.close()));
});

function openPage(html = "<main id='shop'></main>"): Page {
  const happy = new HappyWindow({
    url: "https://partner.example/tires",
    settings: { handleDisabledFileLoadingAsSuccess: true },
  });
  pages.push(happy);
  const win = happy as unknown as Window & typeof globalThis;
  const doc = win.document;
  doc.body.innerHTML = html;
  const appended: HTMLScriptElement[] = [];
  const append = doc.head.appendChild.bind(doc.head);
  vi.spyOn(doc.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof win.HTMLScriptElement && node.type === "module") {
      appended.push(node as HTMLScriptElement);
      return node;
    }
    return append(node);
  });
  return {
    win,
    doc,
    appended,
    treadkit: () => (win as unknown as { Treadkit: Treadkit }).Treadkit,
    define(name) {
      win.customElements.define(
        `treadkit-${name}`,
        class extends win.HTMLElement {} as CustomElementConstructor,
      );
    },
  };
}

function loaderTag(page: Page, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = page.doc.createElement("script");
  script.src = LOADER_SRC;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

/** The bundle arrives: its module defines the element, then the tag's load event fires. */
function arrive(page: Page, tag: HTMLScriptElement | undefined, name: string) {
  if (!tag) throw new Error("no module script was appended");
  page.define(name);
  tag.dispatchEvent(new page.win.Event("load"));
}

describe("the widget loader", () => {
  it("runs init calls queued by the stub before it arrived, creating the element in the target", async () => {
    const page = openPage();
    const queued: unknown[][] = [];
    const stub = Object.assign((...args: unknown[]) => queued.push(args), { q: queued });
    (page.win as unknown as { Treadkit: unknown }).Treadkit = stub;
    stub("init", {
      widget: "installer",
      target: "#shop",
      zip: "33301",
      limit: 4,
      mobileInstall: true,
    });

    installTreadkit(page.win, loaderTag(page, { nonce: "n0nce" }));

    await vi.waitFor(() =>
      expect(page.doc.querySelector("#shop > treadkit-installer")).not.toBeNull(),
    );
    const element = page.doc.querySelector("#shop > treadkit-installer");
    expect(element?.getAttribute("zip")).toBe("33301");
    expect(element?.getAttribute("limit")).toBe("4");
    expect(element?.getAttribute("mobile-install")).toBe("");
    expect(page.appended.map((s) => [s.src, s.type, s.nonce])).toEqual([
      ["https://cdn.treadkit.example/widgets/installer.js", "module", "n0nce"],
    ]);
    expect(page.treadkit()).not.toBe(stub);
  });

  it("init after the loader resolves with the element once its bundle defined it", async () => {
    const page = openPage();
    installTreadkit(page.win, loaderTag(page));
    const created = page.treadkit()("init", {
      widget: "affiliate",
      target: page.doc.getElementById("shop") as Element,
      sourceId: "tirebuyers-blog",
    });
    await Promise.resolve();
    await Promise.resolve();
    arrive(page, page.appended[0], "affiliate");

    const element = await created;
    expect(element.localName).toBe("treadkit-affiliate");
    expect(element.getAttribute("source-id")).toBe("tirebuyers-blog");
    expect(element.parentElement?.id).toBe("shop");
  });

  it("hands on() handlers the typed detail and the event, and off() stops them", async () => {
    const page = openPage();
    installTreadkit(page.win, loaderTag(page));
    const handler = vi.fn();
    page.treadkit()("on", "installer-selected", handler);
    const host = page.doc.createElement("div");
    page.doc.body.appendChild(host);
    // What emitWidgetEvent dispatches, built with this page's own CustomEvent.
    const emit = (detail: object) =>
      host.dispatchEvent(
        new page.win.CustomEvent("treadkit:installer-selected", {
          detail,
          bubbles: true,
          composed: true,
        }),
      );

    const detail = {
      widget: "installer",
      installerId: 7,
      company: "Las Olas Tire & Auto",
    } as const;
    emit(detail);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual(detail);
    expect(handler.mock.calls[0]?.[1].type).toBe("treadkit:installer-selected");

    page.treadkit()("off", "installer-selected", handler);
    emit(detail);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("loads each bundle once for several instances, each its own element", async () => {
    const page = openPage("<div id='a'></div><div id='b'></div>");
    installTreadkit(page.win, loaderTag(page));
    const first = page.treadkit()("init", { widget: "installer", target: "#a", zip: "33301" });
    const second = page.treadkit()("init", { widget: "installer", target: "#b", zip: "60657" });
    await vi.waitFor(() => expect(page.appended).toHaveLength(1));
    arrive(page, page.appended[0], "installer");

    const [a, b] = await Promise.all([first, second]);
    expect(a).not.toBe(b);
    expect([a.getAttribute("zip"), b.getAttribute("zip")]).toEqual(["33301", "60657"]);
    expect(page.appended).toHaveLength(1);
  });

  it("announces a failed load, forgets it, and loads afresh on retry", async () => {
    const page = openPage();
    installTreadkit(page.win, loaderTag(page));
    const failures: unknown[] = [];
    page.treadkit()("on", "load-failed", (detail) => failures.push(detail));

    const first = page.treadkit()("init", { widget: "installer", target: "#shop" });
    await vi.waitFor(() => expect(page.appended).toHaveLength(1));
    page.appended[0]?.dispatchEvent(new page.win.Event("error"));
    await expect(first).rejects.toThrow(
      "Treadkit could not load https://cdn.treadkit.example/widgets/installer.js",
    );
    expect(failures).toEqual([
      { widget: "installer", src: "https://cdn.treadkit.example/widgets/installer.js" },
    ]);

    const retried = page.treadkit()("retry");
    expect(page.appended).toHaveLength(2);
    expect(page.appended[1]).not.toBe(page.appended[0]);
    // The failed URL stays failed in a browser's module map: the retry uses one of its own.
    expect(page.appended[1]?.src).toBe("https://cdn.treadkit.example/widgets/installer.js?retry=1");
    arrive(page, page.appended[1], "installer");
    await expect(retried).resolves.toBeUndefined();
  });

  it("treats a bundle that ran without defining its element as failed", async () => {
    const page = openPage();
    installTreadkit(page.win, loaderTag(page));
    const failed = vi.fn();
    page.treadkit()("on", "load-failed", failed);
    const loading = page.treadkit()("load", "tiremaker");
    page.appended[0]?.dispatchEvent(new page.win.Event("load"));
    await expect(loading).rejects.toThrow("could not load");
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("reuses a module script the page already has for the same bundle", async () => {
    const page = openPage(
      `<script type="module" src="https://cdn.treadkit.example/widgets/affiliate.js"></script>`,
    );
    installTreadkit(page.win, loaderTag(page));
    const loading = page.treadkit()("load", "affiliate");
    page.define("affiliate");
    await expect(loading).resolves.toBeUndefined();
    expect(page.appended).toHaveLength(0);
  });

  it("loads the widgets already on the page and those its data-widgets names", async () => {
    const page = openPage("<treadkit-installer zip='33301'></treadkit-installer>");
    installTreadkit(page.win, loaderTag(page, { "data-widgets": "affiliate, nonsense" }));
    await vi.waitFor(() => expect(page.appended).toHaveLength(2));
    expect(page.appended.map((s) => s.src).sort()).toEqual([
      "https://cdn.treadkit.example/widgets/affiliate.js",
      "https://cdn.treadkit.example/widgets/installer.js",
    ]);
  });

  it("takes an init from its own data- attributes, placing the element where it was pasted", async () => {
    const page = openPage("<section id='pasted'></section>");
    const script = loaderTag(page, {
      "data-widget": "affiliate",
      "data-source-id": "forum",
      "data-size": "225/50R17",
    });
    page.doc.getElementById("pasted")?.appendChild(script);
    installTreadkit(page.win, script);
    await vi.waitFor(() => expect(page.appended).toHaveLength(1));
    const element = page.doc.querySelector("#pasted > treadkit-affiliate");
    expect(element?.nextElementSibling).toBe(script);
    expect(element?.getAttribute("source-id")).toBe("forum");
    expect(element?.getAttribute("size")).toBe("225/50R17");
  });

  it("refuses bad calls with a clear message and keeps running the queue after one", async () => {
    const page = openPage();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const queued = [
      ["init", { widget: "carousel", target: "#shop" }],
      ["on", "clicked", () => {}],
      ["init", { widget: "installer", target: "#shop" }],
    ];
    (page.win as unknown as { Treadkit: unknown }).Treadkit = Object.assign(() => {}, {
      q: queued,
    });
    installTreadkit(page.win, loaderTag(page));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      "Treadkit('on'): unknown event \"clicked\"",
    );
    expect(String(errors.mock.calls[1]?.[0])).toContain(
      'widget must be one of installer, affiliate, tiremaker, not "carousel"',
    );
    expect(page.doc.querySelector("treadkit-installer")).not.toBeNull();

    const treadkit = page.treadkit() as unknown as (...args: unknown[]) => unknown;
    expect(() => treadkit("destroy")).toThrow('Treadkit: unknown command "destroy"');
    await expect(treadkit("init", { widget: "installer", target: "#nowhere" })).rejects.toThrow(
      'no element matches "#nowhere"',
    );
    await expect(treadkit("init", { widget: "installer", "on click": "x" })).rejects.toThrow(
      '"on click" is not a valid attribute name',
    );
  });

  it("writes nothing to <head> but module scripts, and a second loader changes nothing", async () => {
    const page = openPage();
    const before = page.doc.head.innerHTML;
    const first = installTreadkit(page.win, loaderTag(page));
    const second = installTreadkit(page.win, loaderTag(page));
    expect(second).toBe(first);
    void first("init", { widget: "installer", target: "#shop" });
    await vi.waitFor(() => expect(page.appended).toHaveLength(1));
    // Only module scripts are held back by the spy: anything else would show up here.
    expect(page.doc.head.innerHTML).toBe(before);
  });

  it("reserves the widgets' space with one document stylesheet, however many loaders run", () => {
    const page = openPage();
    // happy-dom has constructed stylesheets but not the document's list of them.
    const doc = page.doc as Document & { adoptedStyleSheets: CSSStyleSheet[] };
    const hostSheet = new page.win.CSSStyleSheet();
    doc.adoptedStyleSheets = [hostSheet];
    const before = page.doc.head.innerHTML;
    installTreadkit(page.win, loaderTag(page));
    installTreadkit(page.win, loaderTag(page));
    expect(doc.adoptedStyleSheets).toHaveLength(2);
    // The page's own sheet stays first; ours adds to it, and nothing goes into <head>.
    expect(doc.adoptedStyleSheets[0]).toBe(hostSheet);
    expect(page.doc.head.innerHTML).toBe(before);
  });

  it("reserves space with rules that weigh nothing and leave hidden elements hidden", () => {
    const rules = RESERVED_SPACE_CSS.match(/[^{}]+(?=\{)/g)?.map((selector) => selector.trim());
    const selectors = (rules ?? []).filter((selector) => !selector.startsWith("@media"));
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector).toMatch(/^:where\(.*\)$/);
    for (const name of ["installer", "affiliate", "tiremaker"]) {
      expect(RESERVED_SPACE_CSS).toContain(`:where(treadkit-${name}) { min-height:`);
    }
    expect(RESERVED_SPACE_CSS).toContain(":where(:not([hidden])) { display: block; }");
  });
});
