import { describe, expect, it } from "vitest";
import { vehicleName } from "./chosen-vehicle";
import { type FitmentTire, type FitmentVehicle, fitmentVerdict } from "./fitment";
import { rankByFit } from "./listing-order";

const camry: FitmentVehicle = {
  year: 2020,
  make: "Toyota",
  model: "Camry",
  trim: "SE",
  frontSpec: "235/45R18 94V",
  rearSpec: "235/45R18 94V",
};

// A 2021 BMW 330i M Sport: 225/40R19 front, 255/35R19 rear.
const bmw: FitmentVehicle = {
  year: 2021,
  make: "BMW",
  model: "3 Series",
  trim: "330i M Sport",
  frontSpec: "225/40R19 93Y",
  rearSpec: "255/35R19 96Y",
};

function tire(size: string, service: string, categoryName = "All Season"): FitmentTire {
  const match = /^(\d{2,3}(?:\/\d{2,3})?)([A-Z])$/.exec(service);
  if (!match) throw new Error(`bad service description ${service}`);
  return { size, loadIndex: match[1] ?? "", speedRating: match[2] ?? "", categoryName };
}

describe("fitmentVerdict", () => {
  it("says a tire of the original size, load and speed fits", () => {
    expect(fitmentVerdict(camry, tire("235/45R18", "94V"))).toEqual({
      kind: "fits",
      headline: "Fits your 2020 Camry SE",
      notes: [],
      axle: "both",
    });
    // More load and a higher speed rating than the original still simply fit.
    expect(fitmentVerdict(camry, tire("235/45R18", "98W")).kind).toBe("fits");
  });

  it("names a lower speed rating as a caution", () => {
    const verdict = fitmentVerdict(camry, tire("235/45R18", "94H"));
    expect(verdict.kind).toBe("caution");
    expect(verdict.headline).toBe("Fits your 2020 Camry SE, with a caution");
    expect(verdict.notes).toEqual([
      {
        label: "Lower speed rating",
        text: expect.stringContaining("(130 mph vs 149 mph)"),
      },
    ]);
  });

  it("names winter-only use as a caution, and not all-weather", () => {
    const winter = fitmentVerdict(camry, tire("235/45R18", "94V", "Winter"));
    expect(winter.kind).toBe("caution");
    expect(winter.notes.map((n) => n.label)).toEqual(["Winter tire"]);
    expect(fitmentVerdict(camry, tire("235/45R18", "94V", "All Weather")).kind).toBe("fits");
  });

  it("names every caution at once", () => {
    const verdict = fitmentVerdict(camry, tire("235/45R18", "94T", "Winter"));
    expect(verdict.headline).toBe("Fits your 2020 Camry SE, with 2 cautions");
    expect(verdict.notes.map((n) => n.label)).toEqual(["Lower speed rating", "Winter tire"]);
  });

  it("gives a plus size's speedometer difference and wheel size", () => {
    // 235/40R19: 26.40 in against 26.33 in for 235/45R18.
    const verdict = fitmentVerdict(camry, tire("235/40R19", "96V"));
    expect(verdict.kind).toBe("caution");
    expect(verdict.notes).toEqual([
      {
        label: "Plus size (+1 in)",
        text: "Not your original 235/45R18: it is 0.3% taller, so at 60 mph your speedometer reads 59.8 mph. It needs 19-inch wheels; yours came on 18-inch.",
      },
    ]);
  });

  it("refuses a tire that carries less than the original, with the reason", () => {
    const verdict = fitmentVerdict(camry, tire("235/45R18", "91V"));
    expect(verdict.kind).toBe("refused");
    expect(verdict.headline).toBe("Does not fit your 2020 Camry SE");
    expect(verdict.notes).toEqual([
      { label: "Load too low", text: expect.stringContaining("(615 kg vs 670 kg per tire)") },
    ]);
  });

  it("refuses a size too far from the original's overall diameter", () => {
    const verdict = fitmentVerdict(camry, tire("265/70R17", "115T"));
    expect(verdict.kind).toBe("refused");
    expect(verdict.notes.map((n) => n.label)).toContain("Wrong overall diameter");
  });

  it("refuses a passenger tire on a light truck once derated", () => {
    const truck: FitmentVehicle = {
      year: 2020,
      make: "Ford",
      model: "F-250",
      trim: "XL",
      frontSpec: "LT245/75R17 121/118S",
      rearSpec: "LT245/75R17 121/118S",
    };
    expect(fitmentVerdict(truck, tire("245/75R17", "112T")).kind).toBe("refused");
    expect(fitmentVerdict(truck, tire("LT245/75R17", "121/118S")).kind).toBe("fits");
  });

  it("judges a staggered vehicle's tire for the axle its size belongs to", () => {
    expect(fitmentVerdict(bmw, tire("225/40R19", "93Y"))).toMatchObject({
      kind: "fits",
      headline: "Fits the front of your 2021 3 Series 330i M Sport",
      axle: "front",
    });
    expect(fitmentVerdict(bmw, tire("255/35R19", "96Y"))).toMatchObject({
      kind: "fits",
      headline: "Fits the rear of your 2021 3 Series 330i M Sport",
      axle: "rear",
    });
    // 92 carries less than either axle's original (93 front, 96 rear).
    expect(fitmentVerdict(bmw, tire("255/35R19", "92Y")).kind).toBe("refused");
  });

  it("names the vehicle in full for the header", () => {
    expect(vehicleName(camry)).toBe("2020 Toyota Camry SE");
  });
});

describe("best match's rank by fit", () => {
  it("puts the tires that fit first, then cautions, then refusals, keeping the order within each", () => {
    const refused = tire("235/45R18", "91V");
    const winter = tire("235/45R18", "94V", "Winter");
    const fits = tire("235/45R18", "94V");
    const slower = tire("235/45R18", "94H");
    const stronger = tire("235/45R18", "98W");
    expect(rankByFit(camry, [refused, winter, fits, slower, stronger])).toEqual([
      fits,
      stronger,
      winter,
      slower,
      refused,
    ]);
  });
});
