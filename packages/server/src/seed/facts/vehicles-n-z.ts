/**
 * OE fitments (door-placard sizes), makes N–Z. One row per trim and year range over which the
 * size did not change: [model, trim, fromYear, toYear, frontSize, rearSize if staggered].
 */
import { type FitmentRow, fitments } from "./fitment";

// biome-ignore format: one fitment per row
const NISSAN: FitmentRow[] = [
  ["Altima", "2.5 S", 2016, 2018, "215/60R16"],
  ["Altima", "2.5 SV", 2016, 2018, "215/55R17"],
  ["Altima", "2.5 SR", 2016, 2018, "235/45R18"],
  ["Altima", "SV", 2019, 2025, "215/55R17"],
  ["Altima", "SR", 2019, 2025, "235/40R19"],
  ["Sentra", "S", 2016, 2019, "205/55R16"],
  ["Sentra", "SR", 2016, 2019, "205/50R17"],
  ["Sentra", "S", 2020, 2025, "205/60R16"],
  ["Sentra", "SR", 2020, 2025, "215/45R18"],
  ["Rogue", "SL", 2015, 2020, "225/60R18"],
  ["Rogue", "S", 2015, 2020, "225/65R17"],
  ["Rogue", "S", 2021, 2025, "225/65R17"],
  ["Rogue", "SV", 2021, 2025, "235/60R18"],
  ["Rogue", "Platinum", 2021, 2025, "235/55R19"],
  ["Kicks", "S", 2018, 2024, "205/60R16"],
  ["Kicks", "SR", 2018, 2024, "205/55R17"],
  ["Leaf", "S", 2018, 2024, "205/55R16"],
  ["Leaf", "SV", 2018, 2024, "215/50R17"],
  ["Ariya", "Engage", 2023, 2025, "235/55R19"],
  ["Ariya", "Platinum+", 2023, 2025, "255/45R20"],
  ["Murano", "SV", 2015, 2024, "235/65R18"],
  ["Murano", "Platinum", 2015, 2024, "235/55R20"],
  ["Pathfinder", "S", 2017, 2020, "235/65R18"],
  ["Pathfinder", "SL", 2017, 2020, "235/55R20"],
  ["Pathfinder", "Rock Creek", 2023, 2025, "265/60R18"],
  ["Maxima", "SV", 2016, 2023, "245/45R18"],
  ["Maxima", "SR", 2016, 2023, "245/40R19"],
  ["Frontier", "S", 2015, 2021, "235/75R15"],
  ["Frontier", "PRO-4X", 2015, 2021, "265/75R16"],
  ["Frontier", "SV", 2022, 2025, "265/70R17"],
  ["Frontier", "PRO-4X", 2022, 2025, "LT265/70R17"],
  ["Titan", "SV", 2017, 2024, "265/70R18"],
  ["Titan", "Platinum Reserve", 2017, 2024, "275/60R20"],
  ["370Z", "Sport", 2015, 2020, "245/40R19", "275/35R19"],
  ["Z", "Performance", 2023, 2025, "255/40R19", "275/35R19"],
  ["GT-R", "Premium", 2015, 2024, "255/40R20", "285/35R20"],
];

// biome-ignore format: one fitment per row
const PORSCHE: FitmentRow[] = [
  ["911", "Carrera", 2017, 2019, "235/40R19", "295/35R19"],
  ["911", "Carrera S", 2017, 2019, "245/35R20", "305/30R20"],
  ["911", "Carrera", 2020, 2025, "235/40R19", "295/35R20"],
  ["911", "Carrera S", 2020, 2025, "245/35R20", "305/30R21"],
  ["911", "GT3", 2022, 2025, "255/35R20", "315/30R21"],
  ["718 Cayman", "Base", 2017, 2025, "235/45R18", "265/45R18"],
  ["718 Cayman", "GT4", 2020, 2025, "245/35R20", "295/30R20"],
  ["Cayenne", "Base", 2019, 2025, "255/55R19", "275/50R19"],
  ["Macan", "Base", 2019, 2021, "235/60R18", "255/55R18"],
  ["Macan", "S", 2019, 2024, "235/55R19", "255/50R19"],
  ["Taycan", "4S", 2020, 2025, "225/55R19", "275/45R19"],
  ["Taycan", "Turbo S", 2020, 2025, "265/35R21", "305/30R21"],
];

// biome-ignore format: one fitment per row
const RAM: FitmentRow[] = [
  ["1500", "Tradesman", 2019, 2025, "275/65R18"],
  ["1500", "Big Horn", 2019, 2025, "275/55R20"],
  ["1500", "Laramie", 2019, 2025, "275/55R20"],
  ["1500", "Rebel", 2019, 2025, "LT275/70R18"],
  ["1500", "Limited", 2019, 2025, "285/45R22"],
  ["1500", "TRX", 2021, 2024, "LT325/65R18"],
  ["2500", "Tradesman", 2019, 2025, "LT245/70R17"],
  ["2500", "Big Horn", 2019, 2025, "LT275/70R18"],
  ["2500", "Power Wagon", 2017, 2025, "LT285/70R17"],
  ["2500", "Limited", 2019, 2025, "LT285/60R20"],
  ["ProMaster", "1500 Cargo", 2015, 2025, "LT225/75R16"],
];

// biome-ignore format: one fitment per row
const RIVIAN: FitmentRow[] = [
  ["R1T", "Adventure 21-inch", 2022, 2025, "275/55R21"],
  ["R1T", "Adventure 22-inch", 2022, 2025, "275/50R22"],
  ["R1S", "Adventure 21-inch", 2022, 2025, "275/55R21"],
];

// biome-ignore format: one fitment per row
const SUBARU: FitmentRow[] = [
  ["Outback", "2.5i", 2015, 2019, "225/65R17"],
  ["Outback", "2.5i Limited", 2015, 2019, "225/60R18"],
  ["Outback", "Base", 2020, 2025, "225/65R17"],
  ["Outback", "Limited", 2020, 2025, "225/60R18"],
  ["Outback", "Wilderness", 2022, 2025, "225/65R17"],
  ["Forester", "Base", 2019, 2024, "225/60R17"],
  ["Forester", "Sport", 2019, 2024, "225/55R18"],
  ["Forester", "Wilderness", 2022, 2024, "225/65R17"],
  ["Crosstrek", "Base", 2018, 2025, "225/60R17"],
  ["Crosstrek", "Sport", 2024, 2025, "225/55R18"],
  ["Impreza", "Base", 2017, 2023, "205/55R16"],
  ["Impreza", "Sport", 2017, 2023, "205/50R17"],
  ["Legacy", "Base", 2020, 2025, "225/55R17"],
  ["Legacy", "Sport", 2020, 2025, "225/50R18"],
  ["Ascent", "Base", 2019, 2025, "245/60R18"],
  ["Ascent", "Limited", 2019, 2025, "245/50R20"],
  ["WRX", "Base", 2015, 2021, "235/45R17"],
  ["WRX", "STI", 2015, 2021, "245/40R18"],
  ["WRX", "Premium", 2022, 2025, "245/40R18"],
  ["BRZ", "Limited", 2017, 2020, "215/45R17"],
  ["BRZ", "Limited", 2022, 2025, "215/40R18"],
  ["Solterra", "Premium", 2023, 2025, "235/60R18"],
  ["Solterra", "Touring", 2023, 2025, "235/50R20"],
];

// biome-ignore format: one fitment per row
const TESLA: FitmentRow[] = [
  ["Model 3", "Standard Range Plus", 2019, 2023, "235/45R18"],
  ["Model 3", "Long Range", 2018, 2023, "235/45R18"],
  ["Model 3", "Long Range 19-inch", 2018, 2023, "235/40R19"],
  ["Model 3", "Performance", 2018, 2023, "235/35R20"],
  ["Model 3", "Long Range", 2024, 2025, "235/45R18"],
  ["Model 3", "Long Range 19-inch", 2024, 2025, "235/40R19"],
  ["Model 3", "Performance", 2024, 2025, "245/35R20", "275/30R20"],
  ["Model Y", "Long Range", 2020, 2025, "255/45R19"],
  ["Model Y", "Long Range 20-inch", 2020, 2025, "255/40R20"],
  ["Model Y", "Performance", 2020, 2025, "255/35R21", "275/35R21"],
  ["Model S", "Long Range", 2016, 2020, "245/45R19"],
  ["Model S", "Plaid", 2021, 2025, "265/35R21", "295/30R21"],
  ["Model X", "Long Range", 2016, 2025, "255/45R20", "275/45R20"],
  ["Model X", "Plaid", 2022, 2025, "265/35R22", "285/35R22"],
  ["Cybertruck", "AWD", 2024, 2025, "LT285/65R20"],
];

// biome-ignore format: one fitment per row
const TOYOTA: FitmentRow[] = [
  ["Camry", "LE", 2015, 2017, "205/65R16"],
  ["Camry", "SE", 2015, 2017, "215/55R17"],
  ["Camry", "XSE", 2015, 2017, "225/45R18"],
  ["Camry", "L", 2018, 2019, "205/65R16"],
  ["Camry", "LE", 2018, 2024, "215/55R17"],
  ["Camry", "SE", 2018, 2024, "235/45R18"],
  ["Camry", "XLE", 2018, 2024, "235/45R18"],
  ["Camry", "XSE", 2018, 2024, "235/40R19"],
  ["Corolla", "LE", 2017, 2019, "205/55R16"],
  ["Corolla", "SE", 2017, 2019, "215/45R17"],
  ["Corolla", "LE", 2020, 2025, "205/55R16"],
  ["Corolla", "SE", 2020, 2025, "225/40R18"],
  ["Corolla", "XSE", 2020, 2025, "225/40R18"],
  ["Corolla Cross", "LE", 2022, 2025, "215/65R17"],
  ["Corolla Cross", "XLE", 2022, 2025, "225/50R18"],
  ["RAV4", "LE", 2016, 2018, "225/65R17"],
  ["RAV4", "Limited", 2016, 2018, "235/55R18"],
  ["RAV4", "LE", 2019, 2025, "225/65R17"],
  ["RAV4", "XLE", 2019, 2025, "225/60R18"],
  ["RAV4", "Adventure", 2019, 2025, "235/55R19"],
  ["RAV4", "Limited", 2019, 2025, "235/55R19"],
  ["RAV4", "TRD Off-Road", 2020, 2025, "225/60R18"],
  ["Highlander", "LE", 2015, 2019, "245/60R18"],
  ["Highlander", "Limited", 2015, 2019, "245/55R19"],
  ["Highlander", "LE", 2020, 2025, "235/65R18"],
  ["Highlander", "Limited", 2020, 2025, "235/55R20"],
  ["Tacoma", "SR", 2016, 2023, "245/75R16"],
  ["Tacoma", "SR5", 2016, 2023, "265/70R16"],
  ["Tacoma", "TRD Sport", 2016, 2023, "265/65R17"],
  ["Tacoma", "TRD Off-Road", 2016, 2023, "265/70R16"],
  ["Tacoma", "Limited", 2016, 2023, "265/60R18"],
  ["Tacoma", "TRD Pro", 2017, 2023, "265/70R16"],
  ["Tundra", "SR", 2015, 2021, "255/70R18"],
  ["Tundra", "TRD Pro", 2015, 2021, "275/65R18"],
  ["Tundra", "Limited", 2015, 2021, "275/55R20"],
  ["Tundra", "1794 Edition", 2015, 2021, "275/55R20"],
  ["Tundra", "SR5", 2022, 2025, "265/70R18"],
  ["4Runner", "SR5", 2015, 2024, "265/70R17"],
  ["4Runner", "TRD Off-Road", 2015, 2024, "265/70R17"],
  ["4Runner", "Limited", 2015, 2024, "245/60R20"],
  ["4Runner", "TRD Pro", 2019, 2024, "265/70R17"],
  ["Prius", "Two", 2016, 2022, "195/65R15"],
  ["Prius", "Four Touring", 2016, 2022, "215/45R17"],
  ["Prius", "LE", 2023, 2025, "195/60R17"],
  ["Prius", "XLE", 2023, 2025, "195/50R19"],
  ["Sienna", "LE", 2015, 2020, "235/60R17"],
  ["Sienna", "SE", 2015, 2020, "235/50R19"],
  ["Sienna", "LE", 2021, 2025, "235/65R17"],
  ["Sienna", "XSE", 2021, 2025, "235/50R20"],
  ["Avalon", "XLE", 2019, 2022, "235/45R18"],
  ["Avalon", "Limited", 2019, 2022, "235/40R19"],
  ["C-HR", "LE", 2018, 2022, "215/60R17"],
  ["C-HR", "XLE", 2018, 2022, "225/50R18"],
  ["GR86", "Premium", 2022, 2025, "215/40R18"],
  ["GR Supra", "3.0", 2020, 2025, "255/35R19", "275/35R19"],
];

// biome-ignore format: one fitment per row
const VOLKSWAGEN: FitmentRow[] = [
  ["Jetta", "S", 2019, 2025, "205/60R16"],
  ["Jetta", "SEL", 2019, 2025, "205/55R17"],
  ["Jetta", "R-Line", 2019, 2021, "225/45R17"],
  ["Jetta GLI", "Autobahn", 2019, 2025, "225/40R18"],
  ["Golf GTI", "S", 2015, 2021, "225/45R17"],
  ["Golf GTI", "SE", 2015, 2021, "225/40R18"],
  ["Golf GTI", "S", 2022, 2025, "225/40R18"],
  ["Golf R", "Base", 2015, 2019, "225/40R18"],
  ["Golf R", "Base", 2022, 2025, "235/35R19"],
  ["Passat", "SE", 2016, 2022, "215/55R17"],
  ["Taos", "S", 2022, 2025, "215/55R17"],
  ["Taos", "SEL", 2022, 2025, "215/50R19"],
  ["Tiguan", "S", 2018, 2024, "215/65R17"],
  ["Tiguan", "SE", 2018, 2024, "235/55R18"],
  ["Tiguan", "SEL R-Line", 2018, 2024, "255/45R19"],
  ["Atlas", "S", 2018, 2025, "245/60R18"],
  ["Atlas", "SEL", 2018, 2025, "255/50R20"],
  ["ID.4", "Pro", 2021, 2023, "235/55R19", "255/50R19"],
  ["ID.4", "Pro S", 2021, 2025, "235/50R20", "255/45R20"],
];

// biome-ignore format: one fitment per row
const VOLVO: FitmentRow[] = [
  ["S60", "B5 Momentum", 2019, 2025, "235/45R18"],
  ["XC40", "B5 Core", 2019, 2025, "235/55R18"],
  ["XC40 Recharge", "Twin", 2021, 2024, "235/50R19", "255/45R19"],
  ["XC60", "B5 Plus", 2018, 2025, "235/55R19"],
  ["XC90", "T6 Inscription", 2016, 2025, "275/45R20"],
];

// biome-ignore format: one fitment per row
const POLESTAR: FitmentRow[] = [
  ["2", "Long Range", 2021, 2025, "245/45R19"],
];

export const FITMENTS_N_Z = [
  ...fitments("Nissan", NISSAN),
  ...fitments("Polestar", POLESTAR),
  ...fitments("Porsche", PORSCHE),
  ...fitments("Ram", RAM),
  ...fitments("Rivian", RIVIAN),
  ...fitments("Subaru", SUBARU),
  ...fitments("Tesla", TESLA),
  ...fitments("Toyota", TOYOTA),
  ...fitments("Volkswagen", VOLKSWAGEN),
  ...fitments("Volvo", VOLVO),
];
