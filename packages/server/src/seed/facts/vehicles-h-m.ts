/**
 * OE fitments (door-placard sizes), makes H–M. One row per trim and year range over which the
 * size did not change: [model, trim, fromYear, toYear, frontSize, rearSize if staggered].
 */
import { type FitmentRow, fitments } from "./fitment";

// biome-ignore format: one fitment per row
const HONDA: FitmentRow[] = [
  ["Civic", "LX", 2016, 2021, "215/55R16"],
  ["Civic", "EX", 2016, 2021, "215/50R17"],
  ["Civic", "Sport", 2017, 2021, "235/40R18"],
  ["Civic", "Si", 2017, 2020, "235/40R18"],
  ["Civic", "Type R", 2017, 2021, "245/30R20"],
  ["Civic", "LX", 2022, 2025, "215/55R16"],
  ["Civic", "EX", 2022, 2025, "215/50R17"],
  ["Civic", "Sport", 2022, 2025, "235/40R18"],
  ["Civic", "Touring", 2022, 2025, "235/40R18"],
  ["Civic", "Si", 2022, 2025, "235/40R18"],
  ["Civic", "Type R", 2023, 2025, "265/30R19"],
  ["Accord", "LX", 2016, 2017, "205/65R16"],
  ["Accord", "EX", 2016, 2017, "215/55R17"],
  ["Accord", "Sport", 2016, 2017, "235/40R19"],
  ["Accord", "LX", 2018, 2022, "225/50R17"],
  ["Accord", "EX-L", 2018, 2022, "225/50R17"],
  ["Accord", "Sport", 2018, 2022, "235/40R19"],
  ["Accord", "Touring", 2018, 2022, "235/40R19"],
  ["Accord", "LX", 2023, 2025, "225/50R17"],
  ["Accord", "Sport Hybrid", 2023, 2025, "235/40R19"],
  ["CR-V", "LX", 2015, 2016, "215/70R16"],
  ["CR-V", "EX", 2015, 2016, "225/65R17"],
  ["CR-V", "LX", 2017, 2022, "235/65R17"],
  ["CR-V", "EX", 2017, 2022, "235/60R18"],
  ["CR-V", "EX-L", 2017, 2022, "235/60R18"],
  ["CR-V", "Touring", 2017, 2022, "235/55R19"],
  ["CR-V", "EX", 2023, 2025, "235/60R18"],
  ["CR-V", "Sport Touring Hybrid", 2023, 2025, "235/55R19"],
  ["HR-V", "LX", 2023, 2025, "225/60R17"],
  ["HR-V", "EX-L", 2023, 2025, "225/55R18"],
  ["Pilot", "EX", 2016, 2022, "245/60R18"],
  ["Pilot", "Touring", 2016, 2022, "245/50R20"],
  ["Pilot", "TrailSport", 2023, 2025, "265/60R18"],
  ["Passport", "Sport", 2019, 2025, "245/60R18"],
  ["Passport", "Elite", 2019, 2025, "265/45R20"],
  ["Odyssey", "EX", 2015, 2017, "235/65R17"],
  ["Odyssey", "EX", 2018, 2025, "235/60R18"],
  ["Odyssey", "Elite", 2018, 2025, "235/55R19"],
  ["Ridgeline", "RTL", 2017, 2025, "245/60R18"],
  ["Fit", "LX", 2015, 2020, "185/60R15"],
  ["Fit", "Sport", 2015, 2020, "185/55R16"],
  ["Insight", "EX", 2019, 2022, "215/55R16"],
  ["Insight", "Touring", 2019, 2022, "215/50R17"],
];

// biome-ignore format: one fitment per row
const HYUNDAI: FitmentRow[] = [
  ["Elantra", "SE", 2017, 2020, "195/65R15"],
  ["Elantra", "SEL", 2017, 2020, "205/55R16"],
  ["Elantra", "Limited", 2017, 2020, "225/45R17"],
  ["Elantra", "SE", 2021, 2025, "195/65R15"],
  ["Elantra", "SEL", 2021, 2025, "205/55R16"],
  ["Elantra", "Limited", 2021, 2025, "225/45R17"],
  ["Elantra", "N Line", 2021, 2025, "225/40R18"],
  ["Elantra N", "Base", 2022, 2025, "245/35R19"],
  ["Sonata", "SE", 2020, 2023, "205/65R16"],
  ["Sonata", "SEL", 2020, 2023, "215/55R17"],
  ["Sonata", "Limited", 2020, 2023, "235/45R18"],
  ["Sonata", "N Line", 2021, 2023, "245/40R19"],
  ["Tucson", "SE", 2016, 2021, "225/60R17"],
  ["Tucson", "Limited", 2016, 2021, "245/45R19"],
  ["Tucson", "SE", 2022, 2025, "235/65R17"],
  ["Tucson", "SEL", 2022, 2025, "235/60R18"],
  ["Tucson", "Limited", 2022, 2025, "235/55R19"],
  ["Santa Fe", "SE", 2019, 2023, "235/65R17"],
  ["Santa Fe", "SEL", 2019, 2023, "235/60R18"],
  ["Santa Fe", "Limited", 2019, 2023, "235/55R19"],
  ["Palisade", "SE", 2020, 2025, "245/60R18"],
  ["Palisade", "Limited", 2020, 2025, "245/50R20"],
  ["Kona", "SE", 2018, 2023, "205/60R16"],
  ["Kona", "Limited", 2018, 2023, "235/45R18"],
  ["Kona Electric", "SEL", 2019, 2023, "215/55R17"],
  ["Ioniq 5", "SE", 2022, 2025, "235/55R19"],
  ["Ioniq 5", "Limited", 2022, 2025, "255/45R20"],
  ["Ioniq 5 N", "Base", 2025, 2025, "275/35R21"],
  ["Ioniq 6", "SE", 2023, 2025, "225/55R18"],
  ["Ioniq 6", "Limited", 2023, 2025, "245/40R20"],
  ["Veloster N", "Base", 2019, 2022, "235/35R19"],
];

// biome-ignore format: one fitment per row
const INFINITI: FitmentRow[] = [
  ["Q50", "Red Sport 400", 2016, 2024, "245/40R19", "265/35R19"],
  ["Q60", "Red Sport 400", 2017, 2022, "245/40R19", "265/35R19"],
];

// biome-ignore format: one fitment per row
const JEEP: FitmentRow[] = [
  ["Wrangler", "Sport", 2015, 2017, "225/75R16"],
  ["Wrangler", "Sahara", 2015, 2017, "255/70R18"],
  ["Wrangler", "Rubicon", 2015, 2017, "LT255/75R17"],
  ["Wrangler", "Sport", 2018, 2025, "245/75R17"],
  ["Wrangler", "Sahara", 2018, 2025, "255/70R18"],
  ["Wrangler", "Rubicon", 2018, 2025, "LT285/70R17"],
  ["Wrangler", "Rubicon 392", 2021, 2025, "LT315/70R17"],
  ["Gladiator", "Sport", 2020, 2025, "245/75R17"],
  ["Gladiator", "Overland", 2020, 2025, "255/70R18"],
  ["Gladiator", "Rubicon", 2020, 2025, "LT285/70R17"],
  ["Gladiator", "Mojave", 2021, 2025, "LT285/70R17"],
  ["Grand Cherokee", "Laredo", 2016, 2021, "245/70R17"],
  ["Grand Cherokee", "Limited", 2016, 2021, "265/60R18"],
  ["Grand Cherokee", "Overland", 2016, 2021, "265/50R20"],
  ["Grand Cherokee", "SRT", 2016, 2021, "295/45R20"],
  ["Grand Cherokee", "Trackhawk", 2018, 2021, "295/45R20"],
  ["Grand Cherokee", "Laredo", 2022, 2025, "265/60R18"],
  ["Grand Cherokee", "Limited", 2022, 2025, "265/50R20"],
  ["Grand Cherokee", "Summit", 2022, 2025, "275/45R21"],
  ["Cherokee", "Latitude", 2015, 2023, "225/65R17"],
  ["Cherokee", "Limited", 2015, 2023, "225/55R18"],
  ["Cherokee", "Trailhawk", 2015, 2023, "245/65R17"],
  ["Compass", "Sport", 2017, 2021, "215/65R16"],
  ["Compass", "Latitude", 2017, 2025, "225/55R18"],
  ["Compass", "Trailhawk", 2017, 2025, "225/60R17"],
  ["Renegade", "Latitude", 2015, 2023, "215/60R17"],
  ["Renegade", "Trailhawk", 2015, 2023, "215/65R17"],
  ["Wagoneer", "Series II", 2022, 2025, "275/55R20"],
  ["Grand Wagoneer", "Series II", 2022, 2025, "285/45R22"],
];

// biome-ignore format: one fitment per row
const KIA: FitmentRow[] = [
  ["Telluride", "LX", 2020, 2025, "245/60R18"],
  ["Telluride", "SX", 2020, 2025, "245/50R20"],
  ["Sorento", "LX", 2021, 2025, "235/65R17"],
  ["Sorento", "EX", 2021, 2025, "235/60R18"],
  ["Sorento", "SX", 2021, 2025, "255/45R20"],
  ["Sportage", "LX", 2023, 2025, "235/65R17"],
  ["Sportage", "EX", 2023, 2025, "235/60R18"],
  ["Sportage", "SX", 2023, 2025, "235/55R19"],
  ["Forte", "FE", 2019, 2024, "195/65R15"],
  ["Forte", "LXS", 2019, 2024, "205/55R16"],
  ["Forte", "GT", 2020, 2024, "225/40R18"],
  ["K5", "LXS", 2021, 2025, "215/55R17"],
  ["K5", "GT-Line", 2021, 2025, "235/45R18"],
  ["K5", "GT", 2021, 2025, "245/40R19"],
  ["Soul", "LX", 2020, 2025, "205/60R16"],
  ["Carnival", "SX", 2022, 2025, "235/55R19"],
  ["EV6", "Light", 2022, 2025, "235/55R19"],
  ["EV6", "GT-Line", 2022, 2025, "255/45R20"],
  ["EV6", "GT", 2023, 2025, "255/40R21"],
  ["EV9", "Light", 2024, 2025, "255/60R19"],
  ["EV9", "GT-Line", 2024, 2025, "285/45R21"],
  ["Niro EV", "Wind", 2019, 2025, "215/55R17"],
  ["Stinger", "GT", 2018, 2023, "225/40R19", "255/35R19"],
];

// biome-ignore format: one fitment per row
const LEXUS: FitmentRow[] = [
  ["RX 350", "Base", 2016, 2022, "235/65R18"],
  ["RX 350", "F Sport", 2016, 2022, "235/55R20"],
  ["ES 350", "Base", 2019, 2025, "215/55R17"],
  ["ES 350", "F Sport", 2019, 2025, "235/40R19"],
  ["NX 300", "Base", 2018, 2021, "225/65R17"],
  ["NX 350", "F Sport", 2022, 2025, "235/50R20"],
  ["GX 460", "Premium", 2015, 2023, "265/60R18"],
  ["IS 350", "F Sport RWD", 2017, 2020, "225/40R18", "255/35R18"],
  ["IS 500", "F Sport Performance", 2022, 2025, "235/40R19", "265/35R19"],
  ["LC 500", "Base", 2018, 2025, "245/45R20", "275/40R20"],
  ["LC 500", "Performance Package", 2018, 2025, "245/40R21", "275/35R21"],
  ["RC F", "Base", 2015, 2024, "255/35R19", "275/35R19"],
];

// biome-ignore format: one fitment per row
const LINCOLN: FitmentRow[] = [
  ["Navigator", "Reserve", 2018, 2024, "285/45R22"],
  ["Aviator", "Reserve", 2020, 2025, "255/55R20"],
  ["Corsair", "Reserve", 2020, 2025, "225/55R19"],
];

// biome-ignore format: one fitment per row
const MAZDA: FitmentRow[] = [
  ["Mazda3", "i Sport", 2015, 2018, "205/60R16"],
  ["Mazda3", "s Grand Touring", 2015, 2018, "215/45R18"],
  ["Mazda3", "Base", 2019, 2025, "205/60R16"],
  ["Mazda3", "Premium", 2019, 2025, "215/45R18"],
  ["Mazda6", "Sport", 2018, 2021, "225/55R17"],
  ["Mazda6", "Grand Touring", 2018, 2021, "225/45R19"],
  ["CX-30", "Base", 2020, 2025, "215/65R16"],
  ["CX-30", "Premium", 2020, 2025, "215/55R18"],
  ["CX-5", "Sport", 2017, 2025, "225/65R17"],
  ["CX-5", "Grand Touring", 2017, 2025, "225/55R19"],
  ["CX-50", "Base", 2023, 2025, "225/65R17"],
  ["CX-50", "Meridian Edition", 2023, 2025, "225/60R18"],
  ["CX-50", "Premium Plus", 2023, 2025, "245/45R20"],
  ["CX-9", "Touring", 2016, 2023, "255/60R18"],
  ["CX-9", "Grand Touring", 2016, 2023, "255/50R20"],
  ["CX-90", "Premium Plus", 2024, 2025, "275/45R21"],
  ["MX-5 Miata", "Sport", 2016, 2025, "195/50R16"],
  ["MX-5 Miata", "Club", 2016, 2025, "205/45R17"],
  ["MX-5 Miata RF", "Grand Touring", 2017, 2025, "205/45R17"],
];

// biome-ignore format: one fitment per row
const MERCEDES: FitmentRow[] = [
  ["A-Class", "A 220", 2019, 2022, "225/45R18"],
  ["C-Class", "C 300", 2015, 2021, "225/50R17"],
  ["C-Class", "C 300 AMG Line", 2019, 2021, "225/40R19", "255/35R19"],
  ["E-Class", "E 350", 2017, 2023, "245/45R18"],
  ["E-Class", "E 450 AMG Line", 2019, 2023, "245/40R19", "275/35R19"],
  ["GLC", "GLC 300", 2016, 2022, "235/60R18"],
  ["GLC", "GLC 300 AMG Line", 2016, 2022, "255/45R20", "285/40R20"],
  ["GLE", "GLE 350", 2020, 2025, "275/50R20"],
  ["AMG GT", "S", 2016, 2021, "265/35R19", "295/30R20"],
];

// biome-ignore format: one fitment per row
const MITSUBISHI: FitmentRow[] = [
  ["Mirage", "ES", 2017, 2024, "165/65R14"],
  ["Mirage G4", "SE", 2017, 2024, "175/55R15"],
  ["Outlander", "ES", 2022, 2025, "235/60R18"],
  ["Outlander", "SE", 2022, 2025, "255/45R20"],
  ["Outlander Sport", "ES", 2015, 2024, "215/70R16"],
  ["Outlander Sport", "SE", 2015, 2024, "225/55R18"],
];

export const FITMENTS_H_M = [
  ...fitments("Honda", HONDA),
  ...fitments("Hyundai", HYUNDAI),
  ...fitments("Infiniti", INFINITI),
  ...fitments("Jeep", JEEP),
  ...fitments("Kia", KIA),
  ...fitments("Lexus", LEXUS),
  ...fitments("Lincoln", LINCOLN),
  ...fitments("Mazda", MAZDA),
  ...fitments("Mercedes-Benz", MERCEDES),
  ...fitments("Mitsubishi", MITSUBISHI),
];
