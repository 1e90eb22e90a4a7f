/**
 * Named partner shops: the shops the example pages, the simple shop and the README name. They
 * are part of the generated data set (written first, so they keep their ids), in the same
 * format as every generated shop; only their names, addresses and offers are chosen by hand.
 */
import type { HolidayId, InstallerBadge, OpeningHours, PartnerShopFact } from "./types";

const WEEKDAY = { open: 480, close: 1080 };
const SATURDAY = { open: 480, close: 960 };

/** Weekly hours (Sunday first, minutes after midnight, null = closed) used across the data set. */
export const HOURS = {
  /** Monday to Friday 8 AM to 6 PM, Saturday 8 AM to 4 PM. */
  standard: [null, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, SATURDAY],
  /** The standard week, and Sundays 10 AM to 4 PM. */
  openSundays: [{ open: 600, close: 960 }, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, SATURDAY],
  /** Weekdays only. */
  closedWeekends: [null, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, null],
  /** 7 AM to 8 PM on weekdays, so evenings are bookable; the standard Saturday. */
  lateWeekdays: [null, ...Array.from({ length: 5 }, () => ({ open: 420, close: 1200 })), SATURDAY],
} as const satisfies Record<string, OpeningHours>;

const ASE: InstallerBadge = { logo: "ase", type: "ASE Certified" };
/** Holidays that many tire shops keep open for. */
const RETAIL_HOLIDAYS: HolidayId[] = ["memorialDay", "independenceDay", "laborDay"];

export const PARTNER_SHOPS: PartnerShopFact[] = [
  {
    code: "FL-FTL-001",
    company: "Las Olas Tire & Auto",
    addressLine1: "612 E Las Olas Blvd",
    zip: "33301",
    installPricePerTireCents: 2_200,
    ratingValue: 4.8,
    ratingCount: 412,
    installationHistoryCount: 1_830,
    isSponsored: true,
    promotions: [
      {
        icon: "tag",
        label: "$20 off installation of 4 tires",
        style: "success",
        showInInstallationOnPDP: true,
        showInPDPAbovePrice: false,
      },
    ],
    certifications: [ASE],
  },
  {
    code: "FL-FTL-002",
    company: "Sunrise Tire Pros",
    addressLine1: "2100 W Sunrise Blvd",
    zip: "33311",
    installPricePerTireCents: 1_900,
    ratingValue: 4.6,
    ratingCount: 233,
    installationHistoryCount: 960,
    openingHours: HOURS.openSundays,
    openOnHolidays: RETAIL_HOLIDAYS,
  },
  {
    code: "FL-FTL-003",
    company: "Broward Mobile Tire Service",
    addressLine1: "1401 SE 17th St",
    zip: "33316",
    installPricePerTireCents: 3_500,
    ratingValue: 4.9,
    ratingCount: 98,
    installationHistoryCount: 310,
    isMobileInstall: true,
  },
  {
    code: "FL-HOL-004",
    company: "Hollywood Auto Care",
    addressLine1: "3250 Hollywood Blvd",
    zip: "33021",
    installPricePerTireCents: 2_000,
    ratingValue: 4.4,
    ratingCount: 176,
    installationHistoryCount: 720,
    isElectricOptimized: true,
    openingHours: HOURS.closedWeekends,
  },
  {
    code: "FL-MIA-005",
    company: "Biscayne Tire Center",
    addressLine1: "5800 Biscayne Blvd",
    zip: "33137",
    installPricePerTireCents: 2_400,
    ratingValue: 4.7,
    ratingCount: 521,
    installationHistoryCount: 2_400,
    openingHours: HOURS.lateWeekdays,
    certifications: [ASE, { logo: "tpms", type: "TPMS Specialist" }],
  },
  {
    code: "IL-CHI-006",
    company: "Lakeview Tire & Wheel",
    addressLine1: "3140 N Clark St",
    zip: "60657",
    installPricePerTireCents: 2_500,
    ratingValue: 4.5,
    ratingCount: 305,
    installationHistoryCount: 1_210,
  },
  {
    code: "IL-CHI-007",
    company: "West Loop Auto Service",
    addressLine1: "900 W Randolph St",
    zip: "60607",
    installPricePerTireCents: 2_700,
    ratingValue: 4.3,
    ratingCount: 140,
    installationHistoryCount: 610,
  },
  {
    code: "TX-AUS-008",
    company: "South Congress Tire",
    addressLine1: "1600 S Congress Ave",
    zip: "78704",
    installPricePerTireCents: 2_100,
    ratingValue: 4.8,
    ratingCount: 267,
    installationHistoryCount: 1_050,
    isElectricOptimized: true,
    promotions: [
      {
        icon: "bolt",
        label: "Free rotation with EV tires",
        style: "info",
        showInInstallationOnPDP: false,
        showInPDPAbovePrice: true,
      },
    ],
    certifications: [{ logo: "ev", type: "EV Certified" }],
  },
  {
    code: "TX-AUS-009",
    company: "Hill Country Mobile Tire",
    addressLine1: "8000 Burnet Rd",
    zip: "78757",
    installPricePerTireCents: 3_200,
    ratingValue: 4.7,
    ratingCount: 64,
    installationHistoryCount: 205,
    isMobileInstall: true,
    serviceRadiusMiles: 5,
  },
  {
    code: "CA-LA-010",
    company: "Silver Lake Tire Works",
    addressLine1: "2900 Sunset Blvd",
    zip: "90026",
    installPricePerTireCents: 2_800,
    ratingValue: 4.6,
    ratingCount: 389,
    installationHistoryCount: 1_640,
  },
  {
    code: "CA-LA-011",
    company: "Culver City Auto & Tire",
    addressLine1: "10800 Washington Blvd",
    zip: "90232",
    installPricePerTireCents: 2_600,
    ratingValue: 4.2,
    ratingCount: 122,
    installationHistoryCount: 540,
  },
  {
    code: "NY-BK-012",
    company: "Atlantic Avenue Tire",
    addressLine1: "700 Atlantic Ave",
    zip: "11217",
    installPricePerTireCents: 3_000,
    ratingValue: 4.5,
    ratingCount: 201,
    installationHistoryCount: 880,
  },
];
