/**
 * The first demo catalogue: real brands and product lines in common sizes. Prices are derived
 * deterministically from the line's tier and the rim size so that every run seeds the same data.
 */

export type DemoLine = {
  brand: string;
  name: string;
  tireType: "Passenger" | "SUV/Crossover" | "Light Truck";
  categoryId: number;
  warrantyMiles: number | null;
  utqg: string | null;
  /** Price of the line's 16-inch size in cents; larger rims cost more. */
  basePriceCents: number;
  speedRating: string;
  sizes: string[];
  /** Run-flat construction (the line's every size). */
  runFlat?: boolean;
  /** False for a line sold at its list price, outside the deals. */
  discounted?: boolean;
};

const PASSENGER_SIZES = ["205/55R16", "215/55R17", "225/45R17", "225/50R17", "235/45R18"];
const PERFORMANCE_SIZES = ["225/45R17", "225/50R17", "235/45R18", "245/40R18"];
const SUV_SIZES = ["225/65R17", "235/60R18", "265/70R17", "275/55R20"];

export const DEMO_LINES: DemoLine[] = [
  {
    brand: "Michelin",
    name: "Defender2",
    tireType: "Passenger",
    categoryId: 1,
    warrantyMiles: 80_000,
    utqg: "820 A B",
    basePriceCents: 17_899,
    speedRating: "H",
    sizes: PASSENGER_SIZES,
  },
  {
    brand: "Michelin",
    name: "Pilot Sport 4S",
    tireType: "Passenger",
    categoryId: 8,
    warrantyMiles: 30_000,
    utqg: "300 AA A",
    basePriceCents: 22_999,
    speedRating: "Y",
    sizes: PERFORMANCE_SIZES,
  },
  {
    brand: "Michelin",
    name: "CrossClimate2",
    tireType: "Passenger",
    categoryId: 13,
    warrantyMiles: 60_000,
    utqg: "640 A A",
    basePriceCents: 19_499,
    speedRating: "V",
    sizes: PASSENGER_SIZES,
  },
  {
    brand: "Bridgestone",
    name: "Turanza QuietTrack",
    tireType: "Passenger",
    categoryId: 11,
    warrantyMiles: 80_000,
    utqg: "800 A A",
    basePriceCents: 16_999,
    speedRating: "V",
    sizes: PASSENGER_SIZES,
  },
  {
    brand: "Bridgestone",
    name: "Potenza Sport",
    tireType: "Passenger",
    categoryId: 10,
    warrantyMiles: null,
    utqg: "240 AA A",
    basePriceCents: 20_999,
    speedRating: "Y",
    sizes: PERFORMANCE_SIZES,
    runFlat: true,
  },
  {
    brand: "Goodyear",
    name: "Assurance WeatherReady",
    tireType: "Passenger",
    categoryId: 13,
    warrantyMiles: 60_000,
    utqg: "600 A B",
    basePriceCents: 15_999,
    speedRating: "V",
    sizes: PASSENGER_SIZES,
  },
  {
    brand: "Goodyear",
    name: "Eagle F1 Asymmetric 6",
    tireType: "Passenger",
    categoryId: 10,
    warrantyMiles: null,
    utqg: "300 AA A",
    basePriceCents: 19_999,
    speedRating: "Y",
    sizes: PERFORMANCE_SIZES,
  },
  {
    brand: "Continental",
    name: "PureContact LS",
    tireType: "Passenger",
    categoryId: 1,
    warrantyMiles: 70_000,
    utqg: "700 A A",
    basePriceCents: 15_499,
    speedRating: "V",
    sizes: PASSENGER_SIZES,
    discounted: false,
  },
  {
    brand: "Continental",
    name: "ExtremeContact DWS06 Plus",
    tireType: "Passenger",
    categoryId: 8,
    warrantyMiles: 50_000,
    utqg: "560 A A",
    basePriceCents: 17_499,
    speedRating: "W",
    sizes: PERFORMANCE_SIZES,
  },
  {
    brand: "Pirelli",
    name: "Cinturato P7 All Season Plus 3",
    tireType: "Passenger",
    categoryId: 1,
    warrantyMiles: 70_000,
    utqg: "700 A A",
    basePriceCents: 15_299,
    speedRating: "V",
    sizes: PASSENGER_SIZES,
  },
  {
    brand: "Pirelli",
    name: "P Zero",
    tireType: "Passenger",
    categoryId: 10,
    warrantyMiles: null,
    utqg: "220 AA A",
    basePriceCents: 23_999,
    speedRating: "Y",
    sizes: PERFORMANCE_SIZES,
  },
  {
    brand: "Hankook",
    name: "Kinergy PT",
    tireType: "Passenger",
    categoryId: 11,
    warrantyMiles: 70_000,
    utqg: "700 A A",
    basePriceCents: 10_999,
    speedRating: "H",
    sizes: PASSENGER_SIZES,
    discounted: false,
  },
  {
    brand: "Yokohama",
    name: "Geolandar A/T G015",
    tireType: "SUV/Crossover",
    categoryId: 4,
    warrantyMiles: 50_000,
    utqg: "500 A B",
    basePriceCents: 15_999,
    speedRating: "T",
    sizes: SUV_SIZES,
  },
  {
    brand: "BFGoodrich",
    name: "All-Terrain T/A KO3",
    tireType: "Light Truck",
    categoryId: 4,
    warrantyMiles: 50_000,
    utqg: null,
    basePriceCents: 21_999,
    speedRating: "S",
    sizes: SUV_SIZES,
  },
  {
    brand: "Falken",
    name: "Wildpeak A/T4W",
    tireType: "SUV/Crossover",
    categoryId: 4,
    warrantyMiles: 55_000,
    utqg: "600 A B",
    basePriceCents: 16_499,
    speedRating: "T",
    sizes: SUV_SIZES,
  },
];

/** Load index by rim for the demo sizes (standard load). */
export function demoLoadIndex(size: string): string {
  const table: Record<string, string> = {
    "205/55R16": "91",
    "215/55R17": "94",
    "225/45R17": "91",
    "225/50R17": "94",
    "235/45R18": "94",
    "245/40R18": "93",
    "225/65R17": "102",
    "235/60R18": "103",
    "265/70R17": "115",
    "275/55R20": "117",
  };
  return table[size] ?? "95";
}

export type DemoInstaller = {
  code: string;
  company: string;
  addressLine1: string;
  zip: string;
  phone: string;
  installPricePerTireCents: number;
  ratingValue: number;
  ratingCount: number;
  installationHistoryCount: number;
  isMobileInstall?: boolean;
  isSponsored?: boolean;
  isElectricOptimized?: boolean;
  /** WeeklyHours of the core (Sunday first, minutes after midnight); the default week if absent. */
  openingHours?: ({ open: number; close: number } | null)[];
  /** Miles a mobile installer drives out; the core's default if absent. */
  serviceRadiusMiles?: number;
  promotions?: {
    icon: string;
    label: string;
    style: string;
    showInInstallationOnPDP: boolean;
    showInPDPAbovePrice: boolean;
  }[];
  /** logo is a badge icon name. */
  certifications?: { logo: string; type: string }[];
};

const WEEKDAY = { open: 480, close: 1080 };
const SATURDAY = { open: 480, close: 960 };
/** The default week, and Sundays 10 AM to 4 PM. */
const OPEN_SUNDAYS = [
  { open: 600, close: 960 },
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  SATURDAY,
];
/** Weekdays only. */
const CLOSED_WEEKENDS = [null, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, null];
/** 7 AM to 8 PM on weekdays, so evenings are bookable later; the default Saturday. */
const LATE_WEEKDAYS = [
  null,
  ...Array.from({ length: 5 }, () => ({ open: 420, close: 1200 })),
  SATURDAY,
];
const ASE = { logo: "ase", type: "ASE Certified" };

/** Partner shops in a few metro areas; coordinates come from their ZIP plus a small offset. */
export const DEMO_INSTALLERS: DemoInstaller[] = [
  {
    code: "FL-FTL-001",
    company: "Las Olas Tire & Auto",
    addressLine1: "612 E Las Olas Blvd",
    zip: "33301",
    phone: "9545550101",
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
    phone: "9545550102",
    installPricePerTireCents: 1_900,
    ratingValue: 4.6,
    ratingCount: 233,
    installationHistoryCount: 960,
    openingHours: OPEN_SUNDAYS,
  },
  {
    code: "FL-FTL-003",
    company: "Broward Mobile Tire Service",
    addressLine1: "1401 SE 17th St",
    zip: "33316",
    phone: "9545550103",
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
    phone: "9545550104",
    installPricePerTireCents: 2_000,
    ratingValue: 4.4,
    ratingCount: 176,
    installationHistoryCount: 720,
    isElectricOptimized: true,
    openingHours: CLOSED_WEEKENDS,
  },
  {
    code: "FL-MIA-005",
    company: "Biscayne Tire Center",
    addressLine1: "5800 Biscayne Blvd",
    zip: "33137",
    phone: "3055550105",
    installPricePerTireCents: 2_400,
    ratingValue: 4.7,
    ratingCount: 521,
    installationHistoryCount: 2_400,
    openingHours: LATE_WEEKDAYS,
    certifications: [ASE, { logo: "tpms", type: "TPMS Specialist" }],
  },
  {
    code: "IL-CHI-006",
    company: "Lakeview Tire & Wheel",
    addressLine1: "3140 N Clark St",
    zip: "60657",
    phone: "7735550106",
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
    phone: "3125550107",
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
    phone: "5125550108",
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
    phone: "5125550109",
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
    phone: "3235550110",
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
    phone: "3105550111",
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
    phone: "7185550112",
    installPricePerTireCents: 3_000,
    ratingValue: 4.5,
    ratingCount: 201,
    installationHistoryCount: 880,
  },
];

export type DemoVehicle = {
  year: number;
  make: string;
  model: string;
  trim: string;
  frontSize: string;
  rearSize?: string;
};

/** A few OE fitments, one staggered, so that vehicle listings have something to show. */
export const DEMO_VEHICLES: DemoVehicle[] = [
  { year: 2020, make: "Honda", model: "Accord", trim: "Sport 1.5T", frontSize: "235/40R19" },
  { year: 2019, make: "Toyota", model: "Camry", trim: "SE", frontSize: "235/45R18" },
  { year: 2021, make: "Mazda", model: "CX-5", trim: "Touring", frontSize: "225/65R17" },
  { year: 2018, make: "Subaru", model: "Outback", trim: "2.5i Premium", frontSize: "225/65R17" },
  { year: 2022, make: "Tesla", model: "Model 3", trim: "Long Range", frontSize: "235/45R18" },
  {
    year: 2020,
    make: "BMW",
    model: "3 Series",
    trim: "330i M Sport",
    frontSize: "225/45R17",
    rearSize: "245/40R18",
  },
];
