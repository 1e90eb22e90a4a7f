import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import type { Client, Result } from "@treadkit/core/client";
import { createInstallerSearch, type InstallerListResponse } from "@treadkit/core/installer";
import { afterEach, describe, expect, it } from "vitest";
import { InstallerFinder } from "./InstallerFinder";

function installer(id: string, company: string, distance: number) {
  return {
    installerId: id,
    company,
    addressLine1: "1 Main St",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    distance,
    geolocation: { latitude: 26.1, longitude: -80.1 },
    logo: null,
    installationHistoryCount: 10,
    rating: { type: "stars", quantity: 12, value: 4.5, url: null },
    photos: [],
    priceList: [{ salePriceInCents: 2_000 }],
    promotionList: [],
    certificationList: [],
    installTomorrow: false,
    isSponsored: false,
    isInstallMonday: false,
    isSelected: false,
    selectedTime: null,
    installationCostFor4TiresInCents: 8_000,
    schedule: null,
    savingCost: 0,
    isMobileInstall: id === "2",
    isElectricOptimized: false,
    authorisedInstaller: true,
    website: null,
  };
}

/** A client whose calls are recorded and answered from a table: the component's only seam. */
function recordingClient(
  answer: (query: Record<string, unknown>) => Result<InstallerListResponse>,
) {
  const calls: Record<string, unknown>[] = [];
  const client = {
    async request(options: { query?: Record<string, unknown> }) {
      calls.push(options.query ?? {});
      return answer(options.query ?? {});
    },
    async getToken() {
      return undefined;
    },
  } as unknown as Client;
  return { client, calls };
}

const listOf = (...items: ReturnType<typeof installer>[]): Result<InstallerListResponse> => ({
  isSuccess: true,
  statusCode: 200,
  data: {
    siteInstallers: { siteInstallerList: items },
    verifiedCount: items.length,
    defaultSelectMobileInstall: false,
    brandPromotionList: [],
  },
});

describe("InstallerFinder (rendered with Preact)", () => {
  afterEach(cleanup);

  it("refuses an invalid ZIP with the spec's message and makes no call", async () => {
    const { client, calls } = recordingClient(() => listOf());
    render(<InstallerFinder search={createInstallerSearch(client)} />);
    fireEvent.input(screen.getByLabelText("ZIP code"), { target: { value: "abc" } });
    fireEvent.submit(
      screen.getByRole("button", { name: "Find shops" }).closest("form") as HTMLFormElement,
    );
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Please enter a valid ZIP code",
    );
    expect(screen.getByLabelText("ZIP code").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("lists the shops for a valid ZIP with distance and installation price", async () => {
    const { client, calls } = recordingClient(() =>
      listOf(
        installer("1", "Las Olas Tire & Auto", 0.6),
        installer("2", "Broward Mobile Tire Service", 1.5),
      ),
    );
    render(<InstallerFinder search={createInstallerSearch(client, { limit: 4 })} />);
    fireEvent.input(screen.getByLabelText("ZIP code"), { target: { value: "33301" } });
    fireEvent.submit(screen.getByLabelText("ZIP code").closest("form") as HTMLFormElement);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    expect(calls).toEqual([{ userZip: "33301", limit: 4 }]);
    const items = screen.getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Las Olas Tire & Auto");
    expect(items[0]?.textContent).toContain("0.6 mi");
    expect(items[0]?.textContent).toContain("Installation $80.00 for 4 tires");
    expect(items[1]?.textContent).toContain("Mobile installer");
  });

  it("says no shops are nearby when the list is empty", async () => {
    const { client } = recordingClient(() => listOf());
    const search = createInstallerSearch(client);
    render(<InstallerFinder search={search} />);
    await search.search("59001");
    expect(await screen.findByText("No shops nearby")).toBeTruthy();
  });

  it("shows the server's message when the call fails", async () => {
    const { client } = recordingClient(() => ({
      isSuccess: false,
      error: { code: "BadRequest", message: "Please enter a valid ZIP code", statusCode: 400 },
    }));
    const search = createInstallerSearch(client);
    render(<InstallerFinder search={search} />);
    await search.search("00000");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid ZIP code");
  });
});
