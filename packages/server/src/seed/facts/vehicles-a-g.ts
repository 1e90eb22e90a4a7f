/**
 * OE fitments (door-placard sizes), makes A–G. One row per trim and year range over which the
 * size did not change: [model, trim, fromYear, toYear, frontSize, rearSize if staggered].
 */
import { type FitmentRow, fitments } from "./fitment";

// biome-ignore format: one fitment per row
const ACURA: FitmentRow[] = [
  ["MDX", "Base", 2022, 2025, "255/50R20"],
  ["MDX", "Type S", 2022, 2025, "275/40R21"],
  ["RDX", "Base", 2019, 2025, "235/55R19"],
  ["RDX", "A-Spec", 2019, 2025, "255/45R20"],
  ["TLX", "A-Spec", 2021, 2025, "255/40R19"],
  ["Integra", "Base", 2023, 2025, "215/50R17"],
  ["Integra", "A-Spec", 2023, 2025, "235/40R18"],
  ["NSX", "Base", 2017, 2022, "245/35R19", "305/30R20"],
];

// biome-ignore format: one fitment per row
const AUDI: FitmentRow[] = [
  ["A3", "Premium", 2015, 2020, "225/45R17"],
  ["S3", "Premium Plus", 2015, 2020, "225/40R18"],
  ["A4", "Premium", 2017, 2024, "225/50R17"],
  ["A4", "Premium Plus S line", 2017, 2024, "245/40R18"],
  ["S4", "Premium Plus", 2018, 2024, "245/35R19"],
  ["RS 5", "Coupe", 2018, 2024, "265/35R19"],
  ["Q5", "Premium", 2018, 2024, "235/60R18"],
  ["Q5", "Premium Plus", 2018, 2024, "235/55R19"],
  ["SQ5", "Premium Plus", 2018, 2024, "255/45R20"],
  ["Q7", "Premium", 2017, 2024, "255/55R19"],
  ["Q7", "Prestige", 2017, 2024, "285/45R20"],
  ["e-tron", "Premium", 2019, 2023, "255/55R19"],
  ["e-tron GT", "Premium Plus", 2022, 2025, "225/55R19", "275/45R19"],
  ["RS e-tron GT", "Base", 2022, 2025, "265/35R21", "305/30R21"],
  ["R8", "V10", 2017, 2023, "245/35R19", "295/35R19"],
  ["R8", "V10 performance", 2020, 2023, "245/30R20", "305/30R20"],
];

// biome-ignore format: one fitment per row
const BMW: FitmentRow[] = [
  ["3 Series", "328i", 2015, 2016, "225/50R17"],
  ["3 Series", "330i Sport Line", 2017, 2018, "225/45R18", "255/40R18"],
  ["3 Series", "330i", 2019, 2025, "225/50R17"],
  ["3 Series", "330i M Sport", 2019, 2025, "225/40R19", "255/35R19"],
  ["3 Series", "M340i", 2020, 2025, "225/45R18", "255/40R18"],
  ["5 Series", "530i", 2017, 2023, "245/45R18"],
  ["5 Series", "540i M Sport", 2017, 2023, "245/40R19", "275/35R19"],
  ["X1", "xDrive28i", 2016, 2022, "225/50R18"],
  ["X3", "xDrive30i", 2018, 2024, "225/60R18"],
  ["X3", "M40i", 2018, 2024, "245/45R20", "275/40R20"],
  ["X5", "xDrive40i", 2019, 2025, "265/50R19"],
  ["X5", "xDrive40i 20-inch", 2019, 2025, "275/45R20"],
  ["X5", "xDrive40i M Sport", 2019, 2025, "275/40R21", "315/35R21"],
  ["M2", "Competition", 2019, 2021, "245/35R19", "265/35R19"],
  ["M2", "Base", 2023, 2025, "275/35R19", "285/30R20"],
  ["M3", "Competition", 2021, 2025, "275/35R19", "285/30R20"],
  ["M4", "Competition", 2021, 2025, "275/35R19", "285/30R20"],
];

// biome-ignore format: one fitment per row
const BUICK: FitmentRow[] = [
  ["Encore", "Preferred", 2015, 2022, "215/55R18"],
  ["Enclave", "Avenir", 2018, 2024, "255/55R20"],
];

// biome-ignore format: one fitment per row
const CADILLAC: FitmentRow[] = [
  ["Escalade", "Luxury", 2015, 2020, "285/45R22"],
  ["Escalade", "Premium Luxury", 2021, 2025, "275/50R22"],
  ["XT5", "Luxury", 2017, 2024, "235/65R18"],
  ["XT5", "Premium Luxury", 2017, 2024, "235/55R20"],
  ["CT4-V", "Blackwing", 2022, 2025, "255/35R18", "275/35R18"],
  ["CT5-V", "Blackwing", 2022, 2025, "275/35R19", "305/30R19"],
];

// biome-ignore format: one fitment per row
const CHEVROLET: FitmentRow[] = [
  ["Silverado 1500", "LT", 2016, 2018, "265/65R18"],
  ["Silverado 1500", "LTZ", 2016, 2018, "275/55R20"],
  ["Silverado 1500", "WT", 2019, 2025, "255/70R17"],
  ["Silverado 1500", "LT", 2019, 2025, "265/65R18"],
  ["Silverado 1500", "RST", 2019, 2025, "275/60R20"],
  ["Silverado 1500", "LTZ", 2019, 2025, "275/60R20"],
  ["Silverado 1500", "High Country", 2019, 2025, "275/50R22"],
  ["Silverado 1500", "LT Trail Boss", 2019, 2025, "LT275/65R18"],
  ["Silverado 1500", "ZR2", 2022, 2025, "LT275/70R18"],
  ["Silverado 2500HD", "WT", 2020, 2025, "LT265/70R17"],
  ["Silverado 2500HD", "LTZ", 2020, 2025, "LT275/65R20"],
  ["Silverado 2500HD", "High Country", 2020, 2025, "LT275/65R20"],
  ["Colorado", "LT", 2015, 2022, "255/65R17"],
  ["Colorado", "ZR2", 2017, 2022, "LT265/65R17"],
  ["Equinox", "LS", 2018, 2024, "225/65R17"],
  ["Equinox", "Premier", 2018, 2024, "235/50R19"],
  ["Malibu", "LS", 2016, 2024, "205/65R16"],
  ["Malibu", "LT", 2016, 2024, "225/55R17"],
  ["Malibu", "Premier", 2016, 2024, "245/40R19"],
  ["Tahoe", "LS", 2015, 2020, "265/65R18"],
  ["Tahoe", "LT", 2015, 2020, "275/55R20"],
  ["Tahoe", "LS", 2021, 2024, "265/65R18"],
  ["Tahoe", "LT", 2021, 2024, "275/60R20"],
  ["Tahoe", "Z71", 2021, 2024, "275/65R18"],
  ["Tahoe", "RST", 2021, 2024, "275/50R22"],
  ["Suburban", "LT", 2021, 2024, "275/60R20"],
  ["Traverse", "LT", 2018, 2023, "255/65R18"],
  ["Traverse", "Premier", 2018, 2023, "255/55R20"],
  ["Blazer", "2LT", 2019, 2024, "235/65R18"],
  ["Blazer", "RS", 2019, 2024, "265/45R21"],
  ["Camaro", "1LT", 2016, 2024, "245/50R18"],
  ["Camaro", "SS", 2016, 2024, "245/40R20", "275/35R20"],
  ["Camaro", "ZL1", 2017, 2024, "285/30R20", "305/30R20"],
  ["Corvette", "Stingray", 2015, 2019, "245/40R18", "285/35R19"],
  ["Corvette", "Stingray Z51", 2015, 2019, "245/35R19", "285/30R20"],
  ["Corvette", "Grand Sport", 2017, 2019, "285/30R19", "335/25R20"],
  ["Corvette", "Z06", 2015, 2019, "285/30R19", "335/25R20"],
  ["Corvette", "Stingray", 2020, 2025, "245/35R19", "305/30R20"],
  ["Corvette", "Z06", 2023, 2025, "275/30R20", "345/25R21"],
  ["Bolt EV", "LT", 2017, 2023, "215/50R17"],
  ["Bolt EUV", "LT", 2022, 2023, "215/50R17"],
  ["Express 2500", "Work Van", 2015, 2025, "LT245/75R16"],
];

// biome-ignore format: one fitment per row
const CHRYSLER: FitmentRow[] = [
  ["Pacifica", "Touring", 2017, 2025, "235/65R17"],
  ["Pacifica", "Limited", 2017, 2025, "245/50R20"],
  ["300", "Touring", 2015, 2023, "215/65R17"],
  ["300", "300S", 2015, 2023, "245/45R20"],
];

// biome-ignore format: one fitment per row
const DODGE: FitmentRow[] = [
  ["Charger", "R/T", 2015, 2023, "245/45R20"],
  ["Charger", "Scat Pack", 2015, 2023, "245/45R20"],
  ["Charger", "Scat Pack Widebody", 2020, 2023, "305/35R20"],
  ["Challenger", "SXT", 2015, 2023, "235/55R18"],
  ["Challenger", "R/T", 2015, 2023, "245/45R20"],
  ["Challenger", "SRT Hellcat", 2015, 2023, "275/40R20"],
  ["Challenger", "Scat Pack Widebody", 2019, 2023, "305/35R20"],
  ["Durango", "SXT", 2015, 2025, "265/60R18"],
  ["Durango", "R/T", 2015, 2025, "265/50R20"],
  ["Durango", "SRT 392", 2018, 2025, "295/45R20"],
  ["Grand Caravan", "SE", 2015, 2020, "225/65R17"],
];

// biome-ignore format: one fitment per row
const FORD: FitmentRow[] = [
  ["F-150", "XL", 2015, 2020, "245/70R17"],
  ["F-150", "XLT", 2015, 2020, "265/70R17"],
  ["F-150", "Lariat", 2015, 2020, "275/65R18"],
  ["F-150", "Platinum", 2015, 2020, "275/55R20"],
  ["F-150", "Raptor", 2017, 2020, "LT315/70R17"],
  ["F-150", "XL", 2021, 2025, "245/70R17"],
  ["F-150", "XLT", 2021, 2025, "265/70R17"],
  ["F-150", "Lariat", 2021, 2025, "275/60R20"],
  ["F-150", "Limited", 2021, 2023, "275/45R22"],
  ["F-150", "Tremor", 2021, 2025, "LT275/70R18"],
  ["F-150", "Raptor", 2021, 2025, "35x12.50R17LT"],
  ["F-150", "Raptor R", 2023, 2025, "37x12.50R17LT"],
  ["F-150 Lightning", "XLT", 2022, 2025, "275/65R18"],
  ["F-150 Lightning", "Lariat", 2022, 2025, "275/60R20"],
  ["F-150 Lightning", "Platinum", 2022, 2025, "275/50R22"],
  ["F-250 Super Duty", "XL", 2017, 2022, "LT245/75R17"],
  ["F-250 Super Duty", "XLT", 2017, 2022, "LT275/70R18"],
  ["F-250 Super Duty", "Lariat", 2017, 2022, "LT275/70R18"],
  ["F-250 Super Duty", "Platinum", 2017, 2022, "LT275/65R20"],
  ["Ranger", "XL", 2019, 2023, "255/70R16"],
  ["Ranger", "XLT", 2019, 2023, "265/65R17"],
  ["Ranger", "Lariat", 2019, 2023, "265/60R18"],
  ["Ranger", "Raptor", 2024, 2025, "LT285/70R17"],
  ["Maverick", "XLT", 2022, 2025, "225/65R17"],
  ["Explorer", "XLT", 2016, 2019, "245/60R18"],
  ["Explorer", "Limited", 2016, 2019, "255/50R20"],
  ["Explorer", "XLT", 2020, 2024, "255/65R18"],
  ["Explorer", "Limited", 2020, 2024, "255/55R20"],
  ["Explorer", "ST", 2020, 2024, "275/45R21"],
  ["Escape", "SE", 2017, 2019, "235/55R17"],
  ["Escape", "SE", 2020, 2022, "225/65R17"],
  ["Escape", "SEL", 2020, 2022, "225/60R18"],
  ["Escape", "Titanium", 2020, 2022, "225/55R19"],
  ["Edge", "SEL", 2015, 2024, "245/60R18"],
  ["Edge", "ST", 2019, 2024, "265/40R21"],
  ["Expedition", "XLT", 2018, 2021, "275/65R18"],
  ["Expedition", "Limited", 2018, 2021, "275/55R20"],
  ["Expedition", "Platinum", 2018, 2021, "285/45R22"],
  ["Bronco", "Base", 2021, 2025, "255/75R17"],
  ["Bronco", "Big Bend", 2021, 2025, "255/70R18"],
  ["Bronco", "Badlands", 2021, 2025, "LT285/70R17"],
  ["Bronco", "Wildtrak", 2021, 2025, "LT315/70R17"],
  ["Bronco Sport", "Base", 2021, 2025, "225/65R17"],
  ["Bronco Sport", "Badlands", 2021, 2025, "235/65R17"],
  ["Mustang", "EcoBoost", 2018, 2023, "235/55R17"],
  ["Mustang", "EcoBoost Premium", 2018, 2023, "255/40R19"],
  ["Mustang", "GT", 2018, 2023, "255/40R19"],
  ["Mustang", "GT Performance Pack", 2018, 2023, "255/40R19", "275/40R19"],
  ["Mustang", "Mach 1", 2021, 2023, "255/40R19", "275/40R19"],
  ["Mustang", "Shelby GT350", 2016, 2020, "295/35R19", "305/35R19"],
  ["Mustang Mach-E", "Select", 2021, 2024, "225/60R18"],
  ["Mustang Mach-E", "Premium", 2021, 2024, "225/55R19"],
  ["Mustang Mach-E", "GT", 2021, 2024, "245/45R20"],
  ["Transit", "250 Cargo", 2020, 2025, "LT235/65R16"],
];

// biome-ignore format: one fitment per row
const GMC: FitmentRow[] = [
  ["Sierra 1500", "SLE", 2019, 2025, "265/65R18"],
  ["Sierra 1500", "SLT", 2019, 2025, "275/60R20"],
  ["Sierra 1500", "AT4", 2019, 2025, "LT275/65R18"],
  ["Sierra 1500", "Denali", 2019, 2025, "275/50R22"],
  ["Sierra 2500HD", "Denali", 2020, 2025, "LT275/65R20"],
  ["Canyon", "SLE", 2015, 2022, "255/65R17"],
  ["Yukon", "SLT", 2021, 2024, "275/60R20"],
  ["Yukon", "Denali", 2021, 2024, "275/50R22"],
  ["Acadia", "SLE", 2017, 2023, "235/65R17"],
  ["Acadia", "SLT", 2017, 2023, "235/65R18"],
  ["Acadia", "Denali", 2017, 2023, "235/55R20"],
  ["Terrain", "SLE", 2018, 2024, "225/65R17"],
  ["Terrain", "Denali", 2018, 2024, "235/50R19"],
];

export const FITMENTS_A_G = [
  ...fitments("Acura", ACURA),
  ...fitments("Audi", AUDI),
  ...fitments("BMW", BMW),
  ...fitments("Buick", BUICK),
  ...fitments("Cadillac", CADILLAC),
  ...fitments("Chevrolet", CHEVROLET),
  ...fitments("Chrysler", CHRYSLER),
  ...fitments("Dodge", DODGE),
  ...fitments("Ford", FORD),
  ...fitments("GMC", GMC),
];
