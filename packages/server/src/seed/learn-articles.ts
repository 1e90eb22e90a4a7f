import type { SeedArticle } from "./seed-content-types";
import { TIRE_DICTIONARY_TERMS } from "./tire-dictionary";

const TEAM = "Treadkit Tire Team";

/** The learning center's articles, written to the business constants of storefront.md §9. */
export const LEARN_ARTICLES: SeedArticle[] = [
  // Tire basics
  {
    category: "tire-basics",
    slug: "how-to-read-a-tire-size",
    title: "How to Read a Tire Size",
    description:
      "What each part of a tire size such as P225/50R17 94V means, and where to find your car's size.",
    summary:
      "P225/50R17 94V, decoded: width, aspect ratio, construction, rim diameter, load index and speed rating.",
    author: TEAM,
    publishedOn: "2026-01-13",
    body: [
      {
        type: "paragraph",
        text: "Every tire carries its size on the sidewall, and your car's size is printed on the placard in the driver's door jamb and in the owner's manual. Take P225/50R17 94V as an example.",
      },
      { type: "heading", text: "The size, part by part" },
      {
        type: "list",
        items: [
          "P: a passenger car tire. LT marks a light truck tire; a size without a letter is Euro-metric.",
          "225: the section width, 225 millimeters from sidewall to sidewall.",
          "50: the aspect ratio. The sidewall is 50% as tall as the tire is wide.",
          "R: radial construction, which almost every car tire has.",
          "17: the rim diameter. The tire fits a 17-inch wheel.",
          "94: the load index. Each tire carries up to 1,477 pounds.",
          "V: the speed rating, a top sustained speed of 149 mph.",
        ],
      },
      { type: "heading", text: "What has to match" },
      {
        type: "paragraph",
        text: "The rim diameter must match your wheels exactly. Keep the width and aspect ratio your car was built for unless a shop confirms an alternative, and choose a load index and speed rating at least as high as the original tires'.",
      },
      {
        type: "paragraph",
        text: "Some cars have staggered fitment: a different size on the rear axle. Check both sizes on the placard and search with the rear size as well.",
      },
      {
        type: "links",
        items: [
          { label: "Shop by tire size", href: "/tire-sizes" },
          { label: "Shop by vehicle", href: "/vehicles" },
          { label: "Tire dictionary", href: "/learn/tire-news-information/tire-dictionary" },
        ],
      },
    ],
  },
  {
    category: "tire-basics",
    slug: "load-index-and-speed-rating-explained",
    title: "Load Index and Speed Rating Explained",
    description:
      "The service description after a tire size tells you how much weight a tire carries and how fast it can go. Here is how to read it.",
    summary: "What 94V means, why it matters, and when it is fine to go higher but never lower.",
    author: TEAM,
    publishedOn: "2026-02-10",
    body: [
      {
        type: "paragraph",
        text: "After the size comes the service description, such as 94V: a load index and a speed rating. Together they tell you what the tire was built to carry and how fast it can safely run with that load.",
      },
      { type: "heading", text: "Load index" },
      {
        type: "paragraph",
        text: "The load index is a code for the most weight one tire carries at its maximum pressure. 91 is 1,356 pounds, 94 is 1,477 pounds and 100 is 1,764 pounds. Multiply by four for the whole car.",
      },
      {
        type: "paragraph",
        text: "Extra load (XL) tires carry more than standard tires of the same size, but only when inflated to the higher pressure their load needs. Never fit a tire with a lower load index than your vehicle's placard calls for.",
      },
      { type: "heading", text: "Speed rating" },
      {
        type: "list",
        items: ["S: 112 mph", "T: 118 mph", "H: 130 mph", "V: 149 mph", "W: 168 mph", "Y: 186 mph"],
      },
      {
        type: "paragraph",
        text: "A higher speed rating also means a tire that handles heat and steering loads better. You may fit a higher rating than the original; a lower one can change how the car handles, and if you mix ratings, the lowest-rated tire sets the car's limit.",
      },
    ],
  },
  {
    category: "tire-basics",
    slug: "when-to-replace-your-tires",
    title: "When to Replace Your Tires",
    description:
      "Tread depth, age and damage: the signs that it is time for new tires, and how to check them yourself.",
    summary: "The penny test, the 4/32-inch rule, tire age and the damage that cannot be repaired.",
    author: TEAM,
    publishedOn: "2026-03-17",
    body: [
      {
        type: "paragraph",
        text: "Tires rarely fail without warning. Check these three things once a month, when you check the pressure.",
      },
      { type: "heading", text: "Tread depth" },
      {
        type: "paragraph",
        text: "New tires have about 10/32 to 11/32 of an inch of tread. Most states set the legal minimum at 2/32, where the tread wear indicator bars sit level with the tread. Wet braking suffers well before that, so plan new tires at 4/32, and at 5/32 or 6/32 if you drive in snow.",
      },
      {
        type: "list",
        items: [
          "Penny test: put a penny head first into a groove. If you see all of Lincoln's head, the tread is at 2/32 or less. Replace the tire now.",
          "Quarter test: if you see all of Washington's head, you are at 4/32 or less. Start shopping.",
          "Check the inner, center and outer grooves: uneven wear points to pressure or alignment trouble.",
        ],
      },
      { type: "heading", text: "Age" },
      {
        type: "paragraph",
        text: "Rubber ages even on a tire that is rarely driven. The last four digits of the DOT code give the week and year it was made. Have tires older than five years inspected every year, and replace tires at ten years whatever their tread.",
      },
      { type: "heading", text: "Damage" },
      {
        type: "paragraph",
        text: "Bulges or bubbles in the sidewall, cuts deep enough to show cords, and punctures in the sidewall or shoulder all mean replacement. A puncture in the tread can often be repaired.",
      },
      {
        type: "links",
        items: [
          {
            label: "Flat tire: repair or replace?",
            href: "/learn/tire-maintenance/flat-tire-repair-or-replace",
          },
          { label: "Shop by tire size", href: "/tire-sizes" },
        ],
      },
    ],
  },
  // Tire maintenance
  {
    category: "tire-maintenance",
    slug: "tire-rotation-guide",
    title: "Tire Rotation: Why, When and How",
    description:
      "Rotate your tires every 6 months or 6,000 miles. Here is why, and which pattern fits your car.",
    summary:
      "Every 6 months or 6,000 miles: the rotation patterns for front, rear and all-wheel drive.",
    author: TEAM,
    publishedOn: "2026-04-14",
    body: [
      {
        type: "paragraph",
        text: "Each wheel position wears a tire differently: the front tires of a front-wheel-drive car steer, brake hardest and put down the power, so they wear much faster. Moving the tires around evens that out, keeps the car balanced and makes the set last longer.",
      },
      { type: "heading", text: "How often" },
      {
        type: "paragraph",
        text: "Rotate your tires every 6 months or 6,000 miles, whichever comes first. An oil change is a convenient reminder.",
      },
      { type: "heading", text: "Which pattern" },
      {
        type: "list",
        items: [
          "Front-wheel drive: forward cross. The fronts move straight back; the rears cross to the opposite side at the front.",
          "Rear-wheel and all-wheel drive: rearward cross. The rears move straight forward; the fronts cross to the opposite side at the back.",
          "Directional tires: front to back on the same side, so they keep rolling the way the arrow points.",
          "Staggered fitment: side to side on the same axle when the tires are not directional; otherwise they are not rotated.",
        ],
      },
      {
        type: "paragraph",
        text: "If your car has a full-size spare that matches the others, include it in the rotation. After a rotation, set the pressures to the placard's front and rear figures and reset the TPMS if your car asks for it.",
      },
    ],
  },
  {
    category: "tire-maintenance",
    slug: "tire-pressure-guide",
    title: "Tire Pressure: Getting It Right",
    description:
      "Where to find the right tire pressure, how to check it, and why the number on the sidewall is not the one to use.",
    summary: "Use the door-jamb placard, check monthly and cold, and expect about 1 psi per 10°F.",
    author: TEAM,
    publishedOn: "2026-05-12",
    body: [
      {
        type: "paragraph",
        text: "Correct pressure gives the shortest stopping distances, the most even wear and the best fuel economy. Most tires lose about 1 psi a month on their own, so checking regularly matters.",
      },
      { type: "heading", text: "The right number" },
      {
        type: "paragraph",
        text: "Use the pressure on the placard in the driver's door jamb or in the owner's manual. The figure on the sidewall is the tire's maximum, not what your car needs.",
      },
      { type: "heading", text: "How to check" },
      {
        type: "list",
        items: [
          "Check once a month and before long trips, including the spare.",
          "Check cold: before driving or after the car has been parked for three hours.",
          "Press a gauge firmly onto the valve, read it, and add or release air to reach the placard figure.",
          "Expect pressure to drop about 1 psi for every 10°F the air cools; check more often when the seasons change.",
        ],
      },
      {
        type: "paragraph",
        text: "Under-inflated tires run hot, wear on their shoulders and can fail. Over-inflated tires wear in the center and grip less. A TPMS light is a warning, not a gauge: it comes on only when a tire is already about 25% low.",
      },
    ],
  },
  {
    category: "tire-maintenance",
    slug: "how-to-check-tread-depth",
    title: "How to Check Tread Depth",
    description:
      "Measure your tread with a gauge, a penny or a quarter, and read what uneven wear says about your car.",
    summary:
      "Three ways to measure tread depth and what wear patterns tell you about pressure and alignment.",
    author: TEAM,
    publishedOn: "2026-06-09",
    body: [
      {
        type: "paragraph",
        text: "Tread depth is measured in 32nds of an inch. A tread depth gauge costs a few dollars and gives the most accurate reading; a penny and a quarter work in a pinch.",
      },
      { type: "heading", text: "Three ways to measure" },
      {
        type: "list",
        items: [
          "Gauge: push the pin into a groove, press the shoulder flat on the tread and read the scale.",
          "Quarter: with Washington's head down in the groove, a fully visible head means 4/32 or less.",
          "Penny: with Lincoln's head down in the groove, a fully visible head means 2/32 or less, the legal minimum in most states.",
        ],
      },
      { type: "heading", text: "What wear patterns mean" },
      {
        type: "list",
        items: [
          "Worn in the center: too much pressure.",
          "Worn on both shoulders: too little pressure.",
          "Worn on one shoulder: camber is out of alignment.",
          "Feathered edges across the tread blocks: toe is out of alignment.",
          "Cupped or scalloped patches: worn suspension parts or an unbalanced wheel.",
        ],
      },
      {
        type: "links",
        items: [
          {
            label: "Wheel alignment and balancing",
            href: "/learn/tire-maintenance/wheel-alignment-and-balancing",
          },
          {
            label: "When to replace your tires",
            href: "/learn/tire-basics/when-to-replace-your-tires",
          },
        ],
      },
    ],
  },
  {
    category: "tire-maintenance",
    slug: "wheel-alignment-and-balancing",
    title: "Wheel Alignment and Balancing",
    description:
      "Alignment and balancing are different services that both protect your tires. Here is what each fixes and when you need it.",
    summary: "A pull to one side needs an alignment; a vibration at highway speed needs balancing.",
    author: TEAM,
    publishedOn: "2026-07-14",
    body: [
      { type: "heading", text: "Alignment" },
      {
        type: "paragraph",
        text: "An alignment sets the angles of the wheels (camber, caster and toe) back to the carmaker's figures. Potholes, curbs and worn suspension parts knock them out over time.",
      },
      {
        type: "list",
        items: [
          "The car pulls to one side on a straight, level road.",
          "The steering wheel is off center when you drive straight.",
          "The tread wears on one shoulder or in a feathered pattern.",
          "You have new tires fitted, or hit a curb or a deep pothole.",
        ],
      },
      { type: "heading", text: "Balancing" },
      {
        type: "paragraph",
        text: "No tire and wheel weighs exactly the same all the way round. Balancing adds small weights to the wheel so it spins smoothly. An unbalanced wheel shakes the steering wheel or seat, usually between 50 and 70 mph, and wears the tread in patches.",
      },
      {
        type: "paragraph",
        text: "New tires are balanced when they are mounted; installation at a Treadkit partner shop includes mounting and balancing. Have the balance checked if a vibration appears, or when a weight has come off.",
      },
    ],
  },
  {
    category: "tire-maintenance",
    slug: "flat-tire-repair-or-replace",
    title: "Flat Tire: Repair or Replace?",
    description:
      "Which punctures a shop can repair safely, which mean a new tire, and how road hazard coverage helps.",
    summary:
      "Tread punctures up to 1/4 inch can be repaired from the inside; sidewall damage cannot.",
    author: TEAM,
    publishedOn: "2026-08-11",
    body: [
      {
        type: "paragraph",
        text: "A nail in the tread is usually a repair, not a new tire. Whether a tire can be repaired safely depends on where the damage is, how big it is and how the tire was driven after it lost air.",
      },
      { type: "heading", text: "Repairable" },
      {
        type: "list",
        items: [
          "The puncture is in the tread area, not in the shoulder or the sidewall.",
          "The hole is no more than 1/4 inch (6 mm) across.",
          "The tire was not driven flat, and the tread is deeper than 2/32 of an inch.",
        ],
      },
      {
        type: "paragraph",
        text: "A proper repair takes the tire off the wheel, inspects it from the inside and fills the hole with a combined plug and patch. A plug pushed in from the outside is only a roadside stopgap.",
      },
      { type: "heading", text: "Replace" },
      {
        type: "paragraph",
        text: "Punctures in the sidewall or shoulder, cuts, bulges and damage from driving on a flat mean a new tire. Replace it with the same model when you can; on all-wheel-drive cars the new tire's tread must be close to the others'.",
      },
      { type: "heading", text: "Road hazard coverage" },
      {
        type: "paragraph",
        text: "Road hazard coverage bought with your tires pays for damage from potholes, nails and debris for 36 months: up to $400 in year one, $200 in year two and $100 in year three, with repairs covered up to $25 per tire.",
      },
    ],
  },
  {
    category: "tire-maintenance",
    slug: "tpms-warning-light",
    title: "What the TPMS Warning Light Means",
    description:
      "The tire pressure light came on. What it means, what to do, and what a flashing light tells you.",
    summary:
      "A steady light means a tire is low; a flashing light means the system itself needs a look.",
    author: TEAM,
    publishedOn: "2026-09-15",
    body: [
      {
        type: "paragraph",
        text: "The tire pressure monitoring system (TPMS) warns you when a tire is about 25% below the pressure your car needs. US cars and light trucks have had it since the 2008 model year.",
      },
      { type: "heading", text: "A steady light" },
      {
        type: "list",
        items: [
          "Slow down and find a safe place to stop.",
          "Look for a tire that is visibly low or damaged.",
          "Check all four with a gauge and inflate them to the placard figure.",
          "If the light comes back within days, have the tire checked for a puncture.",
        ],
      },
      { type: "heading", text: "A flashing light" },
      {
        type: "paragraph",
        text: "A light that flashes for about a minute and then stays on means the system is not working: often a sensor battery at the end of its life, or a wheel without a sensor. Your pressures are not being watched until it is fixed.",
      },
      {
        type: "paragraph",
        text: "Cold mornings often switch the light on, because pressure falls about 1 psi for every 10°F. Top up the air; do not wait for the day to warm the tires.",
      },
    ],
  },
  // Tire news and information
  {
    category: "tire-news-information",
    slug: "tire-dictionary",
    title: "Tire Dictionary",
    description:
      "Tire terms explained from A to Z: aspect ratio, load index, speed rating, UTQG, run-flat, extra load, staggered fitment and more.",
    summary:
      "The words on a tire's sidewall and at the shop counter, from aspect ratio to winter tire.",
    author: TEAM,
    publishedOn: "2026-01-06",
    body: [
      {
        type: "paragraph",
        text: "The terms you meet when you shop for tires, read a sidewall or talk to an installer, in alphabetical order.",
      },
      { type: "definitions", items: TIRE_DICTIONARY_TERMS },
    ],
  },
  {
    category: "tire-news-information",
    slug: "understanding-utqg-ratings",
    title: "Understanding UTQG Ratings",
    description:
      "Treadwear, traction and temperature: what the three UTQG grades on a sidewall tell you and what they do not.",
    summary: "What 500 A A means, and why treadwear grades compare best within one brand.",
    author: TEAM,
    publishedOn: "2026-04-28",
    body: [
      {
        type: "paragraph",
        text: "Uniform Tire Quality Grading is a US government standard printed on the sidewall of passenger tires as three grades, for example 500 A A.",
      },
      {
        type: "list",
        items: [
          "Treadwear: a number comparing wear with a reference tire graded 100. A 500 tire wore five times as long in the government test.",
          "Traction: AA, A, B or C for stopping in a straight line on wet pavement. AA is the best.",
          "Temperature: A, B or C for resisting heat at sustained speed. A is the best.",
        ],
      },
      { type: "heading", text: "Reading them well" },
      {
        type: "paragraph",
        text: "Each maker runs the treadwear test and sets the grade itself, so grades compare best between tires of the same brand. A mileage warranty is a more direct promise of how long a tire will last.",
      },
      {
        type: "paragraph",
        text: "Winter tires, light truck tires and temporary spares carry no UTQG grades, so a missing grade on those is normal.",
      },
    ],
  },
  {
    category: "tire-news-information",
    slug: "how-old-are-my-tires",
    title: "How Old Are My Tires? Reading the DOT Code",
    description: "Find the date a tire was made in its DOT code, and what age means for safety.",
    summary: "The last four digits of the DOT code are the week and year of manufacture.",
    author: TEAM,
    publishedOn: "2026-07-28",
    body: [
      {
        type: "paragraph",
        text: "Every tire sold in the US carries a DOT code on one sidewall: the letters DOT followed by up to 13 characters. The last four digits are the date: 2319 means the 23rd week of 2019.",
      },
      { type: "heading", text: "Why age matters" },
      {
        type: "paragraph",
        text: "Rubber hardens and cracks with time, heat and sunlight, even on a tire with plenty of tread. An old tire grips less and is more likely to separate.",
      },
      {
        type: "list",
        items: [
          "Have tires older than five years inspected every year.",
          "Replace tires ten years after they were made, whatever their tread depth.",
          "Check the spare's age too: it may be the oldest tire on the car.",
        ],
      },
      {
        type: "paragraph",
        text: "Tires shipped by Treadkit come from current stock at our distribution centers and reach you in 2 to 4 business days.",
      },
    ],
  },
  // Seasonal driving
  {
    category: "seasonal-driving",
    slug: "winter-tires-vs-all-season-tires",
    title: "Winter Tires vs. All-Season Tires",
    description:
      "When all-season tires are enough for winter, when you need winter tires, and where all-weather tires fit.",
    summary: "Below 45°F winter tires grip better; look for the 3PMSF symbol and fit four.",
    author: TEAM,
    publishedOn: "2026-10-13",
    body: [
      {
        type: "paragraph",
        text: "All-season tires are a compromise that works well in mild climates. Once temperatures stay below about 45°F, their rubber stiffens and their grip on cold roads, slush and ice falls away.",
      },
      { type: "heading", text: "What winter tires do differently" },
      {
        type: "list",
        items: [
          "Rubber that stays soft in the cold.",
          "Deeper tread with more sipes, the fine slits that bite into snow and ice.",
          "The 3PMSF symbol, showing the tire passed a snow traction test. M+S alone is no such proof.",
        ],
      },
      { type: "heading", text: "Getting the most from them" },
      {
        type: "list",
        items: [
          "Fit four winter tires. Two on one axle make the car unstable when braking or cornering.",
          "Fit them when temperatures settle below 45°F and swap back in spring; they wear quickly on warm roads.",
          "A second set of wheels makes the twice-yearly change quick and cheaper.",
        ],
      },
      {
        type: "paragraph",
        text: "If you get occasional snow but do not want to swap tires, all-weather tires carry the 3PMSF symbol and stay on all year.",
      },
      {
        type: "links",
        items: [
          { label: "Winter tires", href: "/categories/winter" },
          { label: "All-weather tires", href: "/categories/all-weather" },
        ],
      },
    ],
  },
  {
    category: "seasonal-driving",
    slug: "summer-road-trip-tire-checklist",
    title: "Summer Road Trip Tire Checklist",
    description:
      "Heat, heavy loads and long highway miles are hard on tires. Check these before you set off.",
    summary: "Pressure, tread, load and the spare: a ten-minute check before a long summer drive.",
    author: TEAM,
    publishedOn: "2026-06-23",
    body: [
      {
        type: "paragraph",
        text: "A loaded car at highway speed on hot pavement is the hardest work your tires do all year. Ten minutes before you leave can prevent a blowout far from home.",
      },
      {
        type: "list",
        items: [
          "Check the pressure cold, in the morning, and set it to the placard's figure. Some cars list a higher figure for a full load.",
          "Never let air out of hot tires: pressure rises as they warm, and that is allowed for.",
          "Measure the tread. Below 4/32 of an inch, wet roads and summer storms become risky.",
          "Look for cuts, bulges and embedded stones, and check the spare's pressure.",
          "Stay within the load index: add up passengers, luggage and a roof box or trailer.",
          "Rotate the tires first if they are due; it is every 6 months or 6,000 miles.",
        ],
      },
      {
        type: "paragraph",
        text: "Need tires before you go? Order online and have them fitted at a shop near you, or delivered in 2 to 4 business days with free shipping in the contiguous US.",
      },
      {
        type: "links",
        items: [
          { label: "Find a tire shop", href: "/tire-shops" },
          { label: "Current tire deals", href: "/tire-deals" },
        ],
      },
    ],
  },
];
