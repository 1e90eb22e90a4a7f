/**
 * Places: distribution centres, and the rules by which installers and carrier pickup points are
 * spread over real ZIP codes (zipcodes package) — densest in the 50 largest US metro areas, and at
 * least one regional hub in every state and DC. The generator picks ZIPs from sorted candidate
 * lists with a seeded PRNG, so the spread is the same on every run.
 */
import type { PlaceFact, WarehouseFact } from "./types";

/** Distribution centres in logistics hubs across the regions (addresses are illustrative). */
// biome-ignore format: one warehouse per row
export const WAREHOUSES: WarehouseFact[] = [
  { code: "NJE", name: "Treadkit Northeast DC", addressLine1: "300 Station Rd", zip: "08512", climate: "snow" },
  { code: "COH", name: "Treadkit Ohio Valley DC", addressLine1: "2400 Rickenbacker Pkwy W", zip: "43217", climate: "snow" },
  { code: "CLT", name: "Treadkit Carolinas DC", addressLine1: "10800 Westlake Dr", zip: "28273", climate: "mixed" },
  { code: "ATL", name: "Treadkit Southeast DC", addressLine1: "500 Westridge Pkwy", zip: "30253", climate: "sun" },
  { code: "LAK", name: "Treadkit Florida DC", addressLine1: "4500 Drane Field Rd", zip: "33811", climate: "sun" },
  { code: "MEM", name: "Treadkit Mid-South DC", addressLine1: "4400 Shelby Dr", zip: "38118", climate: "mixed" },
  { code: "CHI", name: "Treadkit Midwest DC", addressLine1: "1000 Windham Pkwy", zip: "60446", climate: "snow" },
  { code: "DFW", name: "Treadkit Texas DC", addressLine1: "4800 Alliance Gateway Fwy", zip: "76177", climate: "sun" },
  { code: "DEN", name: "Treadkit Mountain DC", addressLine1: "15500 E 40th Ave", zip: "80239", climate: "snow" },
  { code: "PHX", name: "Treadkit Southwest DC", addressLine1: "4500 W Buckeye Rd", zip: "85043", climate: "sun" },
  { code: "ONT", name: "Treadkit Southern California DC", addressLine1: "1600 S Milliken Ave", zip: "91761", climate: "sun" },
  { code: "SEA", name: "Treadkit Pacific Northwest DC", addressLine1: "21000 72nd Ave S", zip: "98032", climate: "mixed" },
];

/**
 * The 50 largest US metropolitan areas (2020 census), each with a central ZIP, a radius that
 * covers its core counties, its main area code per state, and well-known local streets.
 */
// biome-ignore format: one metro per row
export const METROS: PlaceFact[] = [
  { key: "NYC", name: "New York", zip: "10001", populationM: 20.1, radiusMiles: 30, areaCodes: { NY: "212", NJ: "201", CT: "203" }, streets: ["Broadway", "Flatbush Ave", "Queens Blvd", "Northern Blvd", "Jericho Tpke", "Hylan Blvd", "Bergenline Ave"] },
  { key: "LAX", name: "Los Angeles", zip: "90012", populationM: 13.2, radiusMiles: 35, areaCodes: { CA: "213" }, streets: ["Sepulveda Blvd", "Figueroa St", "Ventura Blvd", "Crenshaw Blvd", "Colorado Blvd", "Beach Blvd", "Lakewood Blvd"] },
  { key: "CHI", name: "Chicago", zip: "60601", populationM: 9.6, radiusMiles: 32, areaCodes: { IL: "312", IN: "219", WI: "262" }, streets: ["Western Ave", "Cicero Ave", "Halsted St", "Ashland Ave", "Roosevelt Rd", "Ogden Ave", "Dempster St"] },
  { key: "DFW", name: "Dallas–Fort Worth", zip: "75201", populationM: 7.6, radiusMiles: 35, areaCodes: { TX: "214" }, streets: ["Preston Rd", "Camp Bowie Blvd", "Belt Line Rd", "Harry Hines Blvd", "Garland Rd", "Cooper St"] },
  { key: "HOU", name: "Houston", zip: "77002", populationM: 7.1, radiusMiles: 32, areaCodes: { TX: "713" }, streets: ["Westheimer Rd", "Bellaire Blvd", "Kirby Dr", "Telephone Rd", "Airline Dr", "FM 1960 Rd"] },
  { key: "WAS", name: "Washington", zip: "20001", populationM: 6.4, radiusMiles: 28, areaCodes: { DC: "202", VA: "703", MD: "301" }, streets: ["Georgia Ave", "Connecticut Ave", "Rockville Pike", "Columbia Pike", "Lee Hwy", "Route 1"] },
  { key: "PHL", name: "Philadelphia", zip: "19103", populationM: 6.2, radiusMiles: 28, areaCodes: { PA: "215", NJ: "856", DE: "302" }, streets: ["Roosevelt Blvd", "Frankford Ave", "Baltimore Pike", "Lancaster Ave", "Street Rd", "Route 70"] },
  { key: "MIA", name: "Miami", zip: "33130", populationM: 6.1, radiusMiles: 35, areaCodes: { FL: "305" }, streets: ["Biscayne Blvd", "Flagler St", "Bird Rd", "Okeechobee Rd", "Sunrise Blvd", "Military Trl"] },
  { key: "ATL", name: "Atlanta", zip: "30303", populationM: 6.1, radiusMiles: 30, areaCodes: { GA: "404" }, streets: ["Peachtree Rd", "Ponce de Leon Ave", "Buford Hwy", "Roswell Rd", "Memorial Dr", "Cobb Pkwy"] },
  { key: "BOS", name: "Boston", zip: "02108", populationM: 4.9, radiusMiles: 28, areaCodes: { MA: "617", NH: "603" }, streets: ["Massachusetts Ave", "Blue Hill Ave", "Washington St", "Route 9", "Broadway", "Main St"] },
  { key: "PHX", name: "Phoenix", zip: "85004", populationM: 4.8, radiusMiles: 30, areaCodes: { AZ: "602" }, streets: ["Camelback Rd", "Indian School Rd", "Bell Rd", "McDowell Rd", "Baseline Rd", "Scottsdale Rd"] },
  { key: "SFO", name: "San Francisco", zip: "94103", populationM: 4.7, radiusMiles: 25, areaCodes: { CA: "415" }, streets: ["Geary Blvd", "Mission St", "El Camino Real", "International Blvd", "San Pablo Ave", "Van Ness Ave"] },
  { key: "RIV", name: "Riverside–San Bernardino", zip: "92501", populationM: 4.6, radiusMiles: 30, areaCodes: { CA: "951" }, streets: ["Magnolia Ave", "Foothill Blvd", "Base Line St", "Sierra Ave", "Van Buren Blvd", "Waterman Ave"] },
  { key: "DET", name: "Detroit", zip: "48226", populationM: 4.4, radiusMiles: 30, areaCodes: { MI: "313" }, streets: ["Woodward Ave", "Gratiot Ave", "Michigan Ave", "Telegraph Rd", "Grand River Ave", "Eight Mile Rd"] },
  { key: "SEA", name: "Seattle", zip: "98101", populationM: 4.0, radiusMiles: 30, areaCodes: { WA: "206" }, streets: ["Aurora Ave N", "Rainier Ave S", "Pacific Hwy S", "Lake City Way", "Bothell Way", "Highway 99"] },
  { key: "MSP", name: "Minneapolis–St. Paul", zip: "55401", populationM: 3.7, radiusMiles: 28, areaCodes: { MN: "612", WI: "715" }, streets: ["Lake St", "University Ave", "Hennepin Ave", "Snelling Ave", "Central Ave", "Lyndale Ave"] },
  { key: "SAN", name: "San Diego", zip: "92101", populationM: 3.3, radiusMiles: 28, areaCodes: { CA: "619" }, streets: ["El Cajon Blvd", "University Ave", "Miramar Rd", "Convoy St", "Broadway", "Mission Gorge Rd"] },
  { key: "TPA", name: "Tampa", zip: "33602", populationM: 3.2, radiusMiles: 28, areaCodes: { FL: "813" }, streets: ["Dale Mabry Hwy", "Hillsborough Ave", "Fowler Ave", "Gandy Blvd", "US Highway 19", "Bearss Ave"] },
  { key: "DEN", name: "Denver", zip: "80202", populationM: 3.0, radiusMiles: 28, areaCodes: { CO: "303" }, streets: ["Colfax Ave", "Federal Blvd", "Colorado Blvd", "Wadsworth Blvd", "Havana St", "Broadway"] },
  { key: "BAL", name: "Baltimore", zip: "21201", populationM: 2.8, radiusMiles: 25, areaCodes: { MD: "410" }, streets: ["Reisterstown Rd", "Belair Rd", "York Rd", "Ritchie Hwy", "Harford Rd", "Liberty Rd"] },
  { key: "STL", name: "St. Louis", zip: "63101", populationM: 2.8, radiusMiles: 28, areaCodes: { MO: "314", IL: "618" }, streets: ["Gravois Ave", "Manchester Rd", "Natural Bridge Rd", "Lindbergh Blvd", "Kingshighway Blvd", "Olive Blvd"] },
  { key: "ORL", name: "Orlando", zip: "32801", populationM: 2.7, radiusMiles: 28, areaCodes: { FL: "407" }, streets: ["Orange Blossom Trl", "Colonial Dr", "Semoran Blvd", "Kirkman Rd", "John Young Pkwy", "Aloma Ave"] },
  { key: "CLT", name: "Charlotte", zip: "28202", populationM: 2.7, radiusMiles: 28, areaCodes: { NC: "704", SC: "803" }, streets: ["Independence Blvd", "South Blvd", "Wilkinson Blvd", "Albemarle Rd", "Providence Rd", "Tryon St"] },
  { key: "SAT", name: "San Antonio", zip: "78205", populationM: 2.6, radiusMiles: 28, areaCodes: { TX: "210" }, streets: ["Fredericksburg Rd", "Bandera Rd", "Culebra Rd", "Nacogdoches Rd", "Military Dr", "Blanco Rd"] },
  { key: "PDX", name: "Portland", zip: "97204", populationM: 2.5, radiusMiles: 25, areaCodes: { OR: "503", WA: "360" }, streets: ["Sandy Blvd", "Powell Blvd", "82nd Ave", "Burnside St", "Barbur Blvd", "Canyon Rd"] },
  { key: "SAC", name: "Sacramento", zip: "95814", populationM: 2.4, radiusMiles: 25, areaCodes: { CA: "916" }, streets: ["Stockton Blvd", "Fair Oaks Blvd", "Folsom Blvd", "Auburn Blvd", "Florin Rd", "Watt Ave"] },
  { key: "PIT", name: "Pittsburgh", zip: "15222", populationM: 2.4, radiusMiles: 25, areaCodes: { PA: "412" }, streets: ["McKnight Rd", "Penn Ave", "Route 51", "William Penn Hwy", "Banksville Rd", "Babcock Blvd"] },
  { key: "AUS", name: "Austin", zip: "78701", populationM: 2.3, radiusMiles: 25, areaCodes: { TX: "512" }, streets: ["Burnet Rd", "Lamar Blvd", "Congress Ave", "Research Blvd", "Slaughter Ln", "Cameron Rd"] },
  { key: "LAS", name: "Las Vegas", zip: "89101", populationM: 2.3, radiusMiles: 22, areaCodes: { NV: "702" }, streets: ["Sahara Ave", "Flamingo Rd", "Boulder Hwy", "Rainbow Blvd", "Charleston Blvd", "Decatur Blvd"] },
  { key: "CVG", name: "Cincinnati", zip: "45202", populationM: 2.3, radiusMiles: 25, areaCodes: { OH: "513", KY: "859" }, streets: ["Colerain Ave", "Reading Rd", "Beechmont Ave", "Montgomery Rd", "Glenway Ave", "Dixie Hwy"] },
  { key: "MCI", name: "Kansas City", zip: "64106", populationM: 2.2, radiusMiles: 28, areaCodes: { MO: "816", KS: "913" }, streets: ["Troost Ave", "State Line Rd", "Metcalf Ave", "Independence Ave", "Noland Rd", "Blue Ridge Blvd"] },
  { key: "CMH", name: "Columbus", zip: "43215", populationM: 2.1, radiusMiles: 25, areaCodes: { OH: "614" }, streets: ["High St", "Morse Rd", "Cleveland Ave", "Broad St", "Hamilton Rd", "Sawmill Rd"] },
  { key: "IND", name: "Indianapolis", zip: "46204", populationM: 2.1, radiusMiles: 25, areaCodes: { IN: "317" }, streets: ["Keystone Ave", "Washington St", "Madison Ave", "Lafayette Rd", "Emerson Ave", "Pendleton Pike"] },
  { key: "CLE", name: "Cleveland", zip: "44113", populationM: 2.1, radiusMiles: 25, areaCodes: { OH: "216" }, streets: ["Euclid Ave", "Lorain Ave", "Brookpark Rd", "Mayfield Rd", "Pearl Rd", "Detroit Ave"] },
  { key: "SJC", name: "San Jose", zip: "95113", populationM: 2.0, radiusMiles: 20, areaCodes: { CA: "408" }, streets: ["Stevens Creek Blvd", "Capitol Expy", "Monterey Rd", "Story Rd", "Alum Rock Ave", "Saratoga Ave"] },
  { key: "BNA", name: "Nashville", zip: "37203", populationM: 2.0, radiusMiles: 28, areaCodes: { TN: "615" }, streets: ["Nolensville Pike", "Gallatin Pike", "Murfreesboro Pike", "Charlotte Pike", "Dickerson Pike", "Hillsboro Pike"] },
  { key: "ORF", name: "Virginia Beach–Norfolk", zip: "23451", populationM: 1.8, radiusMiles: 25, areaCodes: { VA: "757" }, streets: ["Virginia Beach Blvd", "Military Hwy", "Shore Dr", "Little Creek Rd", "Holland Rd", "Battlefield Blvd"] },
  { key: "PVD", name: "Providence", zip: "02903", populationM: 1.7, radiusMiles: 22, areaCodes: { RI: "401", MA: "508" }, streets: ["Broad St", "Post Rd", "Mineral Spring Ave", "Atwells Ave", "Warwick Ave", "Pawtucket Ave"] },
  { key: "JAX", name: "Jacksonville", zip: "32202", populationM: 1.6, radiusMiles: 25, areaCodes: { FL: "904" }, streets: ["Beach Blvd", "Atlantic Blvd", "Philips Hwy", "Blanding Blvd", "Normandy Blvd", "University Blvd"] },
  { key: "MKE", name: "Milwaukee", zip: "53202", populationM: 1.6, radiusMiles: 22, areaCodes: { WI: "414" }, streets: ["Capitol Dr", "Fond du Lac Ave", "Greenfield Ave", "Oklahoma Ave", "Bluemound Rd", "76th St"] },
  { key: "RDU", name: "Raleigh", zip: "27601", populationM: 1.4, radiusMiles: 25, areaCodes: { NC: "919" }, streets: ["Capital Blvd", "Glenwood Ave", "Six Forks Rd", "Wake Forest Rd", "Hillsborough St", "Falls of Neuse Rd"] },
  { key: "OKC", name: "Oklahoma City", zip: "73102", populationM: 1.4, radiusMiles: 25, areaCodes: { OK: "405" }, streets: ["May Ave", "Northwest Expy", "Memorial Rd", "Reno Ave", "Penn Ave", "Britton Rd"] },
  { key: "MEM", name: "Memphis", zip: "38103", populationM: 1.3, radiusMiles: 25, areaCodes: { TN: "901", MS: "662", AR: "870" }, streets: ["Poplar Ave", "Summer Ave", "Lamar Ave", "Elvis Presley Blvd", "Winchester Rd", "Covington Pike"] },
  { key: "RIC", name: "Richmond", zip: "23219", populationM: 1.3, radiusMiles: 22, areaCodes: { VA: "804" }, streets: ["Broad St", "Midlothian Tpke", "Jefferson Davis Hwy", "Hull Street Rd", "Staples Mill Rd", "Mechanicsville Tpke"] },
  { key: "SDF", name: "Louisville", zip: "40202", populationM: 1.3, radiusMiles: 22, areaCodes: { KY: "502", IN: "812" }, streets: ["Bardstown Rd", "Preston Hwy", "Dixie Hwy", "Shelbyville Rd", "Brownsboro Rd", "Poplar Level Rd"] },
  { key: "MSY", name: "New Orleans", zip: "70112", populationM: 1.3, radiusMiles: 22, areaCodes: { LA: "504" }, streets: ["Veterans Memorial Blvd", "Tulane Ave", "Gentilly Blvd", "Airline Dr", "Claiborne Ave", "Jefferson Hwy"] },
  { key: "SLC", name: "Salt Lake City", zip: "84101", populationM: 1.3, radiusMiles: 25, areaCodes: { UT: "801" }, streets: ["State St", "Redwood Rd", "Highland Dr", "Bangerter Hwy", "900 E", "700 E"] },
  { key: "HFD", name: "Hartford", zip: "06103", populationM: 1.2, radiusMiles: 20, areaCodes: { CT: "860" }, streets: ["Berlin Tpke", "Albany Ave", "Farmington Ave", "Silas Deane Hwy", "Main St", "Burnside Ave"] },
  { key: "BUF", name: "Buffalo", zip: "14202", populationM: 1.2, radiusMiles: 20, areaCodes: { NY: "716" }, streets: ["Niagara Falls Blvd", "Transit Rd", "Delaware Ave", "Main St", "Union Rd", "Sheridan Dr"] },
  { key: "BHM", name: "Birmingham", zip: "35203", populationM: 1.1, radiusMiles: 22, areaCodes: { AL: "205" }, streets: ["Highway 280", "Montgomery Hwy", "Lorna Rd", "Valleydale Rd", "Bessemer Rd", "Center Point Pkwy"] },
];

/** Regional hubs, so that every state and DC has shops and pickup points outside the big metros. */
// biome-ignore format: one hub per row
export const HUBS: PlaceFact[] = [
  { key: "HSV", name: "Huntsville", zip: "35801", populationM: 0.5, radiusMiles: 12, areaCodes: { AL: "256" }, streets: ["Memorial Pkwy", "University Dr"] },
  { key: "MOB", name: "Mobile", zip: "36602", populationM: 0.4, radiusMiles: 12, areaCodes: { AL: "251" }, streets: ["Airport Blvd", "Government St"] },
  { key: "MGM", name: "Montgomery", zip: "36104", populationM: 0.4, radiusMiles: 12, areaCodes: { AL: "334" }, streets: ["Atlanta Hwy", "Eastern Blvd"] },
  { key: "ANC", name: "Anchorage", zip: "99501", populationM: 0.4, radiusMiles: 12, areaCodes: { AK: "907" }, streets: ["Old Seward Hwy", "Muldoon Rd"] },
  { key: "FAI", name: "Fairbanks", zip: "99701", populationM: 0.1, radiusMiles: 12, areaCodes: { AK: "907" }, streets: ["Airport Way"] },
  { key: "TUS", name: "Tucson", zip: "85701", populationM: 1.0, radiusMiles: 15, areaCodes: { AZ: "520" }, streets: ["Speedway Blvd", "Oracle Rd", "Broadway Blvd"] },
  { key: "FLG", name: "Flagstaff", zip: "86001", populationM: 0.15, radiusMiles: 12, areaCodes: { AZ: "928" }, streets: ["Route 66"] },
  { key: "LIT", name: "Little Rock", zip: "72201", populationM: 0.75, radiusMiles: 15, areaCodes: { AR: "501" }, streets: ["University Ave", "Cantrell Rd"] },
  { key: "FYV", name: "Fayetteville", zip: "72701", populationM: 0.55, radiusMiles: 15, areaCodes: { AR: "479" }, streets: ["College Ave", "Walton Blvd"] },
  { key: "FAT", name: "Fresno", zip: "93721", populationM: 1.0, radiusMiles: 15, areaCodes: { CA: "559" }, streets: ["Blackstone Ave", "Shaw Ave"] },
  { key: "BFL", name: "Bakersfield", zip: "93301", populationM: 0.9, radiusMiles: 15, areaCodes: { CA: "661" }, streets: ["Union Ave", "Ming Ave"] },
  { key: "SCK", name: "Stockton", zip: "95202", populationM: 0.78, radiusMiles: 15, areaCodes: { CA: "209" }, streets: ["Pacific Ave", "Hammer Ln"] },
  { key: "COS", name: "Colorado Springs", zip: "80903", populationM: 0.75, radiusMiles: 15, areaCodes: { CO: "719" }, streets: ["Academy Blvd", "Platte Ave"] },
  { key: "FNL", name: "Fort Collins", zip: "80521", populationM: 0.36, radiusMiles: 12, areaCodes: { CO: "970" }, streets: ["College Ave", "Harmony Rd"] },
  { key: "HVN", name: "New Haven", zip: "06510", populationM: 0.86, radiusMiles: 12, areaCodes: { CT: "203" }, streets: ["Whalley Ave", "Dixwell Ave"] },
  { key: "ILG", name: "Wilmington", zip: "19801", populationM: 0.3, radiusMiles: 10, areaCodes: { DE: "302" }, streets: ["Kirkwood Hwy", "Concord Pike"] },
  { key: "DOV", name: "Dover", zip: "19901", populationM: 0.18, radiusMiles: 12, areaCodes: { DE: "302" }, streets: ["Dupont Hwy"] },
  { key: "TLH", name: "Tallahassee", zip: "32301", populationM: 0.38, radiusMiles: 12, areaCodes: { FL: "850" }, streets: ["Tennessee St", "Apalachee Pkwy"] },
  { key: "RSW", name: "Fort Myers", zip: "33901", populationM: 0.76, radiusMiles: 15, areaCodes: { FL: "239" }, streets: ["Cleveland Ave", "Colonial Blvd"] },
  { key: "PNS", name: "Pensacola", zip: "32502", populationM: 0.5, radiusMiles: 12, areaCodes: { FL: "850" }, streets: ["Davis Hwy", "Nine Mile Rd"] },
  { key: "SAV", name: "Savannah", zip: "31401", populationM: 0.4, radiusMiles: 12, areaCodes: { GA: "912" }, streets: ["Abercorn St", "Skidaway Rd"] },
  { key: "AGS", name: "Augusta", zip: "30901", populationM: 0.6, radiusMiles: 12, areaCodes: { GA: "706", SC: "803" }, streets: ["Washington Rd", "Gordon Hwy"] },
  { key: "HNL", name: "Honolulu", zip: "96813", populationM: 1.0, radiusMiles: 12, areaCodes: { HI: "808" }, streets: ["Kapiolani Blvd", "Dillingham Blvd", "Nimitz Hwy"] },
  { key: "ITO", name: "Hilo", zip: "96720", populationM: 0.2, radiusMiles: 12, areaCodes: { HI: "808" }, streets: ["Kilauea Ave"] },
  { key: "BOI", name: "Boise", zip: "83702", populationM: 0.75, radiusMiles: 15, areaCodes: { ID: "208" }, streets: ["Fairview Ave", "Overland Rd"] },
  { key: "COE", name: "Coeur d'Alene", zip: "83814", populationM: 0.17, radiusMiles: 12, areaCodes: { ID: "208" }, streets: ["Government Way"] },
  { key: "SPI", name: "Springfield", zip: "62701", populationM: 0.2, radiusMiles: 12, areaCodes: { IL: "217" }, streets: ["Dirksen Pkwy", "Wabash Ave"] },
  { key: "PIA", name: "Peoria", zip: "61602", populationM: 0.4, radiusMiles: 12, areaCodes: { IL: "309" }, streets: ["War Memorial Dr", "University St"] },
  { key: "RFD", name: "Rockford", zip: "61101", populationM: 0.34, radiusMiles: 12, areaCodes: { IL: "815" }, streets: ["State St", "Alpine Rd"] },
  { key: "FWA", name: "Fort Wayne", zip: "46802", populationM: 0.42, radiusMiles: 12, areaCodes: { IN: "260" }, streets: ["Coliseum Blvd", "Lima Rd"] },
  { key: "EVV", name: "Evansville", zip: "47708", populationM: 0.31, radiusMiles: 12, areaCodes: { IN: "812", KY: "270" }, streets: ["Green River Rd", "Lloyd Expy"] },
  { key: "SBN", name: "South Bend", zip: "46601", populationM: 0.32, radiusMiles: 12, areaCodes: { IN: "574", MI: "269" }, streets: ["Ironwood Dr", "Western Ave"] },
  { key: "DSM", name: "Des Moines", zip: "50309", populationM: 0.7, radiusMiles: 15, areaCodes: { IA: "515" }, streets: ["Merle Hay Rd", "Euclid Ave"] },
  { key: "CID", name: "Cedar Rapids", zip: "52401", populationM: 0.27, radiusMiles: 12, areaCodes: { IA: "319" }, streets: ["Collins Rd", "1st Ave"] },
  { key: "ICT", name: "Wichita", zip: "67202", populationM: 0.65, radiusMiles: 15, areaCodes: { KS: "316" }, streets: ["Kellogg Dr", "Rock Rd"] },
  { key: "TOP", name: "Topeka", zip: "66603", populationM: 0.23, radiusMiles: 12, areaCodes: { KS: "785" }, streets: ["Topeka Blvd", "Wanamaker Rd"] },
  { key: "LEX", name: "Lexington", zip: "40507", populationM: 0.52, radiusMiles: 12, areaCodes: { KY: "859" }, streets: ["Nicholasville Rd", "Richmond Rd"] },
  { key: "BWG", name: "Bowling Green", zip: "42101", populationM: 0.18, radiusMiles: 12, areaCodes: { KY: "270" }, streets: ["Scottsville Rd", "Campbell Ln"] },
  { key: "BTR", name: "Baton Rouge", zip: "70801", populationM: 0.87, radiusMiles: 15, areaCodes: { LA: "225" }, streets: ["Florida Blvd", "Airline Hwy"] },
  { key: "SHV", name: "Shreveport", zip: "71101", populationM: 0.39, radiusMiles: 12, areaCodes: { LA: "318" }, streets: ["Youree Dr", "Mansfield Rd"] },
  { key: "LFT", name: "Lafayette", zip: "70501", populationM: 0.48, radiusMiles: 12, areaCodes: { LA: "337" }, streets: ["Johnston St", "Ambassador Caffery Pkwy"] },
  { key: "PWM", name: "Portland", zip: "04101", populationM: 0.55, radiusMiles: 15, areaCodes: { ME: "207" }, streets: ["Forest Ave", "Congress St"] },
  { key: "BGR", name: "Bangor", zip: "04401", populationM: 0.15, radiusMiles: 12, areaCodes: { ME: "207" }, streets: ["Hogan Rd", "Broadway"] },
  { key: "SBY", name: "Salisbury", zip: "21801", populationM: 0.4, radiusMiles: 15, areaCodes: { MD: "410" }, streets: ["Salisbury Blvd", "Snow Hill Rd"] },
  { key: "ORH", name: "Worcester", zip: "01608", populationM: 0.98, radiusMiles: 12, areaCodes: { MA: "508" }, streets: ["Park Ave", "Shrewsbury St"] },
  { key: "SFY", name: "Springfield", zip: "01103", populationM: 0.7, radiusMiles: 12, areaCodes: { MA: "413", CT: "860" }, streets: ["Boston Rd", "Memorial Ave"] },
  { key: "GRR", name: "Grand Rapids", zip: "49503", populationM: 1.1, radiusMiles: 15, areaCodes: { MI: "616" }, streets: ["Alpine Ave", "28th St", "Division Ave"] },
  { key: "LAN", name: "Lansing", zip: "48933", populationM: 0.54, radiusMiles: 12, areaCodes: { MI: "517" }, streets: ["Saginaw Hwy", "Cedar St"] },
  { key: "TVC", name: "Traverse City", zip: "49684", populationM: 0.15, radiusMiles: 12, areaCodes: { MI: "231" }, streets: ["Garfield Ave"] },
  { key: "RST", name: "Rochester", zip: "55902", populationM: 0.22, radiusMiles: 12, areaCodes: { MN: "507" }, streets: ["Broadway Ave", "Civic Center Dr"] },
  { key: "DLH", name: "Duluth", zip: "55802", populationM: 0.29, radiusMiles: 12, areaCodes: { MN: "218", WI: "715" }, streets: ["London Rd", "Miller Trunk Hwy"] },
  { key: "JAN", name: "Jackson", zip: "39201", populationM: 0.59, radiusMiles: 15, areaCodes: { MS: "601" }, streets: ["County Line Rd", "Highway 80"] },
  { key: "GPT", name: "Gulfport", zip: "39501", populationM: 0.42, radiusMiles: 15, areaCodes: { MS: "228" }, streets: ["Pass Rd", "Highway 49"] },
  { key: "SGF", name: "Springfield", zip: "65806", populationM: 0.47, radiusMiles: 12, areaCodes: { MO: "417" }, streets: ["Glenstone Ave", "Sunshine St"] },
  { key: "COU", name: "Columbia", zip: "65201", populationM: 0.21, radiusMiles: 12, areaCodes: { MO: "573" }, streets: ["Providence Rd", "Business Loop 70"] },
  { key: "BIL", name: "Billings", zip: "59101", populationM: 0.18, radiusMiles: 12, areaCodes: { MT: "406" }, streets: ["King Ave", "Grand Ave"] },
  { key: "MSO", name: "Missoula", zip: "59802", populationM: 0.12, radiusMiles: 12, areaCodes: { MT: "406" }, streets: ["Brooks St", "Reserve St"] },
  { key: "OMA", name: "Omaha", zip: "68102", populationM: 0.97, radiusMiles: 15, areaCodes: { NE: "402", IA: "712" }, streets: ["Dodge St", "72nd St", "L St"] },
  { key: "LNK", name: "Lincoln", zip: "68508", populationM: 0.34, radiusMiles: 12, areaCodes: { NE: "402" }, streets: ["O St", "Cornhusker Hwy"] },
  { key: "RNO", name: "Reno", zip: "89501", populationM: 0.49, radiusMiles: 15, areaCodes: { NV: "775" }, streets: ["Virginia St", "Kietzke Ln"] },
  { key: "MHT", name: "Manchester", zip: "03101", populationM: 0.42, radiusMiles: 12, areaCodes: { NH: "603" }, streets: ["Elm St", "South Willow St"] },
  { key: "CON", name: "Concord", zip: "03301", populationM: 0.15, radiusMiles: 12, areaCodes: { NH: "603" }, streets: ["Loudon Rd"] },
  { key: "TTN", name: "Trenton", zip: "08608", populationM: 0.38, radiusMiles: 10, areaCodes: { NJ: "609", PA: "215" }, streets: ["Route 33", "Brunswick Pike"] },
  { key: "ABQ", name: "Albuquerque", zip: "87102", populationM: 0.92, radiusMiles: 15, areaCodes: { NM: "505" }, streets: ["Central Ave", "Menaul Blvd", "San Mateo Blvd"] },
  { key: "LRU", name: "Las Cruces", zip: "88001", populationM: 0.22, radiusMiles: 12, areaCodes: { NM: "575" }, streets: ["Lohman Ave", "Valley Dr"] },
  { key: "ALB", name: "Albany", zip: "12207", populationM: 0.9, radiusMiles: 15, areaCodes: { NY: "518" }, streets: ["Central Ave", "Wolf Rd"] },
  { key: "ROC", name: "Rochester", zip: "14604", populationM: 1.09, radiusMiles: 15, areaCodes: { NY: "585" }, streets: ["Monroe Ave", "Ridge Rd", "West Henrietta Rd"] },
  { key: "SYR", name: "Syracuse", zip: "13202", populationM: 0.66, radiusMiles: 12, areaCodes: { NY: "315" }, streets: ["Erie Blvd", "Route 11"] },
  { key: "GSO", name: "Greensboro", zip: "27401", populationM: 0.78, radiusMiles: 15, areaCodes: { NC: "336" }, streets: ["Battleground Ave", "Wendover Ave"] },
  { key: "AVL", name: "Asheville", zip: "28801", populationM: 0.47, radiusMiles: 12, areaCodes: { NC: "828" }, streets: ["Tunnel Rd", "Patton Ave"] },
  { key: "ILM", name: "Wilmington", zip: "28401", populationM: 0.29, radiusMiles: 12, areaCodes: { NC: "910" }, streets: ["Market St", "Oleander Dr"] },
  { key: "FAR", name: "Fargo", zip: "58102", populationM: 0.25, radiusMiles: 12, areaCodes: { ND: "701", MN: "218" }, streets: ["13th Ave S", "Main Ave"] },
  { key: "BIS", name: "Bismarck", zip: "58501", populationM: 0.13, radiusMiles: 12, areaCodes: { ND: "701" }, streets: ["State St"] },
  { key: "TOL", name: "Toledo", zip: "43604", populationM: 0.65, radiusMiles: 12, areaCodes: { OH: "419", MI: "734" }, streets: ["Monroe St", "Alexis Rd"] },
  { key: "DAY", name: "Dayton", zip: "45402", populationM: 0.81, radiusMiles: 15, areaCodes: { OH: "937" }, streets: ["Brandt Pike", "Far Hills Ave"] },
  { key: "CAK", name: "Akron", zip: "44308", populationM: 0.7, radiusMiles: 12, areaCodes: { OH: "330" }, streets: ["Market St", "Arlington Rd"] },
  { key: "TUL", name: "Tulsa", zip: "74103", populationM: 1.0, radiusMiles: 15, areaCodes: { OK: "918" }, streets: ["Memorial Dr", "Admiral Pl", "Peoria Ave"] },
  { key: "EUG", name: "Eugene", zip: "97401", populationM: 0.38, radiusMiles: 12, areaCodes: { OR: "541" }, streets: ["Coburg Rd", "West 11th Ave"] },
  { key: "SLE", name: "Salem", zip: "97301", populationM: 0.43, radiusMiles: 12, areaCodes: { OR: "503" }, streets: ["Lancaster Dr", "Commercial St"] },
  { key: "BND", name: "Bend", zip: "97701", populationM: 0.2, radiusMiles: 12, areaCodes: { OR: "541" }, streets: ["3rd St"] },
  { key: "MDT", name: "Harrisburg", zip: "17101", populationM: 0.59, radiusMiles: 12, areaCodes: { PA: "717" }, streets: ["Derry St", "Carlisle Pike"] },
  { key: "ABE", name: "Allentown", zip: "18101", populationM: 0.86, radiusMiles: 12, areaCodes: { PA: "610" }, streets: ["MacArthur Rd", "Tilghman St"] },
  { key: "ERI", name: "Erie", zip: "16501", populationM: 0.27, radiusMiles: 12, areaCodes: { PA: "814" }, streets: ["Peach St", "Buffalo Rd"] },
  { key: "AVP", name: "Scranton", zip: "18503", populationM: 0.56, radiusMiles: 12, areaCodes: { PA: "570" }, streets: ["Keyser Ave", "Scranton Carbondale Hwy"] },
  { key: "CAE", name: "Columbia", zip: "29201", populationM: 0.83, radiusMiles: 15, areaCodes: { SC: "803" }, streets: ["Two Notch Rd", "Garners Ferry Rd"] },
  { key: "CHS", name: "Charleston", zip: "29401", populationM: 0.8, radiusMiles: 15, areaCodes: { SC: "843" }, streets: ["Rivers Ave", "Savannah Hwy"] },
  { key: "GSP", name: "Greenville", zip: "29601", populationM: 0.93, radiusMiles: 15, areaCodes: { SC: "864" }, streets: ["Wade Hampton Blvd", "Laurens Rd"] },
  { key: "FSD", name: "Sioux Falls", zip: "57104", populationM: 0.28, radiusMiles: 12, areaCodes: { SD: "605" }, streets: ["Minnesota Ave", "41st St"] },
  { key: "RAP", name: "Rapid City", zip: "57701", populationM: 0.14, radiusMiles: 12, areaCodes: { SD: "605" }, streets: ["Mount Rushmore Rd"] },
  { key: "TYS", name: "Knoxville", zip: "37902", populationM: 0.88, radiusMiles: 15, areaCodes: { TN: "865" }, streets: ["Kingston Pike", "Chapman Hwy"] },
  { key: "CHA", name: "Chattanooga", zip: "37402", populationM: 0.56, radiusMiles: 12, areaCodes: { TN: "423", GA: "706" }, streets: ["Brainerd Rd", "Lee Hwy"] },
  { key: "ELP", name: "El Paso", zip: "79901", populationM: 0.87, radiusMiles: 15, areaCodes: { TX: "915" }, streets: ["Montana Ave", "Dyer St", "Mesa St"] },
  { key: "LBB", name: "Lubbock", zip: "79401", populationM: 0.32, radiusMiles: 12, areaCodes: { TX: "806" }, streets: ["Slide Rd", "34th St"] },
  { key: "CRP", name: "Corpus Christi", zip: "78401", populationM: 0.42, radiusMiles: 12, areaCodes: { TX: "361" }, streets: ["Staples St", "Ayers St"] },
  { key: "MFE", name: "McAllen", zip: "78501", populationM: 0.87, radiusMiles: 15, areaCodes: { TX: "956" }, streets: ["10th St", "Nolana Ave"] },
  { key: "PVU", name: "Provo", zip: "84601", populationM: 0.67, radiusMiles: 12, areaCodes: { UT: "801" }, streets: ["University Ave", "State St"] },
  { key: "SGU", name: "St. George", zip: "84770", populationM: 0.18, radiusMiles: 12, areaCodes: { UT: "435" }, streets: ["Bluff St", "Sunset Blvd"] },
  { key: "BTV", name: "Burlington", zip: "05401", populationM: 0.23, radiusMiles: 12, areaCodes: { VT: "802" }, streets: ["Shelburne Rd", "Williston Rd"] },
  { key: "RUT", name: "Rutland", zip: "05701", populationM: 0.06, radiusMiles: 12, areaCodes: { VT: "802" }, streets: ["Woodstock Ave"] },
  { key: "ROA", name: "Roanoke", zip: "24011", populationM: 0.31, radiusMiles: 12, areaCodes: { VA: "540" }, streets: ["Williamson Rd", "Melrose Ave"] },
  { key: "GEG", name: "Spokane", zip: "99201", populationM: 0.59, radiusMiles: 15, areaCodes: { WA: "509" }, streets: ["Division St", "Sprague Ave"] },
  { key: "YKM", name: "Yakima", zip: "98901", populationM: 0.26, radiusMiles: 12, areaCodes: { WA: "509" }, streets: ["Nob Hill Blvd", "1st St"] },
  { key: "TIW", name: "Tacoma", zip: "98402", populationM: 0.92, radiusMiles: 10, areaCodes: { WA: "253" }, streets: ["Pacific Ave", "South Tacoma Way"] },
  { key: "CRW", name: "Charleston", zip: "25301", populationM: 0.26, radiusMiles: 12, areaCodes: { WV: "304" }, streets: ["MacCorkle Ave", "Washington St"] },
  { key: "MGW", name: "Morgantown", zip: "26501", populationM: 0.14, radiusMiles: 12, areaCodes: { WV: "304" }, streets: ["University Ave", "Earl Core Rd"] },
  { key: "MSN", name: "Madison", zip: "53703", populationM: 0.68, radiusMiles: 12, areaCodes: { WI: "608" }, streets: ["East Washington Ave", "University Ave"] },
  { key: "GRB", name: "Green Bay", zip: "54301", populationM: 0.33, radiusMiles: 12, areaCodes: { WI: "920" }, streets: ["Military Ave", "Main St"] },
  { key: "CYS", name: "Cheyenne", zip: "82001", populationM: 0.1, radiusMiles: 12, areaCodes: { WY: "307" }, streets: ["Lincolnway", "Dell Range Blvd"] },
  { key: "CPR", name: "Casper", zip: "82601", populationM: 0.08, radiusMiles: 12, areaCodes: { WY: "307" }, streets: ["CY Ave", "2nd St"] },
];

/** Fallback area code per state (and DC), for a ZIP outside its place's listed states. */
// biome-ignore format: a compact table
export const STATE_AREA_CODES: Readonly<Record<string, string>> = {
  AL: "205", AK: "907", AZ: "602", AR: "501", CA: "916", CO: "303", CT: "860", DE: "302", DC: "202", FL: "305",
  GA: "404", HI: "808", ID: "208", IL: "217", IN: "317", IA: "515", KS: "785", KY: "502", LA: "225", ME: "207",
  MD: "410", MA: "617", MI: "517", MN: "612", MS: "601", MO: "573", MT: "406", NE: "402", NV: "775", NH: "603",
  NJ: "609", NM: "505", NY: "518", NC: "919", ND: "701", OH: "614", OK: "405", OR: "541", PA: "717", RI: "401",
  SC: "803", SD: "605", TN: "615", TX: "512", UT: "801", VT: "802", VA: "804", WA: "509", WV: "304", WI: "608",
  WY: "307",
};

/**
 * Area codes by 3-digit ZIP prefix where a big metro spans several codes; consulted before the
 * place's own code, so a Long Island shop gets 516/631 and not Manhattan's 212.
 */
// biome-ignore format: a compact table, grouped by metro
export const AREA_CODE_BY_ZIP3: Readonly<Record<string, string>> = {
  // New York, northern New Jersey, southwestern Connecticut
  "100": "212", "101": "212", "102": "212", "103": "718", "104": "718", "105": "914", "106": "914", "107": "914", "108": "914", "109": "845",
  "111": "718", "112": "718", "113": "718", "114": "718", "115": "516", "116": "718", "117": "631", "118": "516", "119": "631",
  "070": "973", "071": "973", "072": "908", "073": "201", "074": "973", "075": "973", "076": "201", "077": "732", "078": "973", "079": "973",
  "080": "856", "081": "856", "083": "856", "085": "609", "086": "609", "087": "732", "088": "732", "089": "732",
  "064": "203", "065": "203", "066": "203", "068": "203", "069": "203",
  // Los Angeles, Orange County, Inland Empire, San Diego
  "900": "213", "902": "310", "903": "310", "904": "310", "905": "310", "906": "562", "907": "562", "908": "562",
  "910": "626", "911": "626", "912": "818", "913": "818", "914": "818", "915": "818", "916": "818", "917": "626", "918": "626",
  "920": "760", "921": "619", "922": "760", "923": "909", "924": "909", "925": "951", "926": "949", "927": "714", "928": "714", "930": "805", "935": "661",
  // San Francisco Bay Area
  "940": "650", "941": "415", "943": "650", "944": "650", "945": "925", "946": "510", "947": "510", "948": "510", "949": "415", "950": "408", "951": "408",
  // Chicago
  "600": "847", "601": "630", "602": "847", "603": "708", "604": "708", "605": "630", "606": "312", "607": "773", "608": "773",
  // Dallas–Fort Worth, Houston
  "750": "972", "751": "214", "752": "214", "753": "214", "760": "817", "761": "817", "762": "940",
  "770": "713", "772": "713", "773": "936", "774": "281", "775": "281",
  // Washington, Baltimore
  "200": "202", "201": "703", "220": "703", "221": "703", "222": "703", "223": "703", "206": "301", "207": "301", "208": "301", "209": "301", "210": "410", "211": "410", "212": "410", "214": "410",
  // Philadelphia
  "189": "215", "190": "215", "191": "215", "193": "610", "194": "610",
  // Miami–Fort Lauderdale–West Palm Beach, Tampa, Orlando
  "330": "305", "331": "305", "332": "305", "333": "954", "334": "561", "335": "813", "336": "813", "337": "727", "346": "727", "327": "407", "328": "407", "347": "407",
  // Atlanta
  "300": "770", "301": "770", "302": "770", "303": "404", "305": "770",
  // Boston
  "017": "508", "018": "978", "019": "781", "020": "508", "021": "617", "022": "617", "023": "508", "024": "781",
  // Phoenix, Detroit, Seattle, Minneapolis, Denver
  "850": "602", "852": "480", "853": "623",
  "480": "248", "481": "734", "482": "313", "483": "248",
  "980": "425", "981": "206", "983": "253", "984": "253",
  "550": "651", "551": "651", "553": "763", "554": "612",
  "800": "303", "801": "720", "802": "303",
};

/** Street names found in most US towns, for addresses where no local street is listed. */
// biome-ignore format: a compact list
export const COMMON_STREETS: readonly string[] = [
  "Main St", "Oak St", "Maple Ave", "Washington St", "Park Ave", "Elm St", "Lincoln Ave", "Highland Ave", "Center St", "Broadway",
  "Jefferson St", "Franklin St", "Market St", "Church St", "Union St", "Commerce Dr", "Industrial Blvd", "Mill Rd", "Lake Ave", "River Rd",
  "Pine St", "Cedar St", "Walnut St", "Spring St", "Madison Ave", "Jackson St", "Grand Ave", "State St", "College Ave", "Airport Rd",
];

/** How installers are spread and described. */
export const INSTALLER_RULES = {
  /** Shops per place: round(factor × √population in millions), at least one. */
  metroFactor: 6.5,
  hubFactor: 4,
  /** Install price per tire in cents, in 50-cent steps. */
  priceCents: { min: 1_500, max: 3_500, step: 50 },
  rating: { min: 3.5, max: 5 },
  ratingCount: { min: 4, max: 1_800 },
  installationHistory: { min: 12, max: 6_500 },
  mobileShare: 0.08,
  sponsoredShare: 0.05,
  electricOptimizedShare: 0.12,
  /** Shares of the weeks other than the standard one (facts/partner-shops.ts HOURS). */
  hoursShares: { openSundays: 0.15, lateWeekdays: 0.1, closedWeekends: 0.05 },
  /** Shops open on Memorial Day, Independence Day and Labor Day. */
  openOnHolidaysShare: 0.2,
  /** Coordinates are the ZIP's plus up to this many degrees either way (about half a mile). */
  maxOffsetDegrees: 0.008,
  nameSuffixes: [
    "Tire & Auto",
    "Tire Pros",
    "Auto Care",
    "Tire & Service",
    "Tire Center",
    "Automotive",
    "Tire & Wheel",
    "Tire & Brake",
    "Auto Service Center",
    "Tire Co.",
  ],
  mobileNameSuffixes: ["Mobile Tire Service", "Mobile Tire Pros", "On-Site Tire & Auto"],
} as const;

/** How carrier pickup points are spread and named. */
export const PICKUP_RULES = {
  carrier: "FedEx",
  metroFactor: 3.5,
  hubFactor: 2,
  /** Share of "FedEx Office Print & Ship Center" among the names; the rest are Ship Centers. */
  officeShare: 0.75,
  officeName: "FedEx Office Print & Ship Center",
  shipCenterName: "FedEx Ship Center",
  maxOffsetDegrees: 0.006,
} as const;
