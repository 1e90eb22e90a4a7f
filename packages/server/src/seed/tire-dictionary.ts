import type { ContentBlock } from "@treadkit/core/content";

type Definition = Extract<ContentBlock, { type: "definitions" }>["items"][number];

/**
 * The tire dictionary (/learn/tire-news-information/tire-dictionary): the words on a tire's
 * sidewall, on a listing's filters and at the shop counter. The storefront sorts and groups them.
 */
export const TIRE_DICTIONARY_TERMS: Definition[] = [
  {
    term: "3PMSF (Three-Peak Mountain Snowflake)",
    definition:
      "A symbol on the sidewall of tires that passed a standardized snow traction test. Winter tires and all-weather tires carry it; most all-season tires do not.",
  },
  {
    term: "All-season tire",
    definition:
      "A tire built for dry and wet roads and light snow across the year. Its rubber stiffens below about 45°F, so it grips less on ice and packed snow than a winter tire.",
  },
  {
    term: "All-terrain tire",
    definition:
      "A light truck or SUV tire with an open, blocky tread that works on pavement and on gravel, dirt and light mud.",
  },
  {
    term: "All-weather tire",
    definition:
      "A tire that carries the 3PMSF symbol yet can stay on the car all year: better in snow than an all-season tire, with less wear in summer than a winter tire.",
  },
  {
    term: "Alignment",
    definition:
      "Adjusting the angles of the wheels (camber, caster and toe) to the vehicle maker's figures so the car tracks straight and the tires wear evenly.",
  },
  {
    term: "Aspect ratio",
    definition:
      "The sidewall's height as a percentage of the section width. In 225/50R17 the 50 means the sidewall is half as tall as the tire is wide; a lower number means a shorter sidewall.",
  },
  {
    term: "Asymmetric tread",
    definition:
      "A tread with different patterns on its inner and outer halves, usually for grip in corners on the outside and water clearing on the inside. It is mounted with the side marked OUTSIDE facing out.",
  },
  {
    term: "Balancing",
    definition:
      "Adding small weights to a wheel so the tire and wheel spin without a heavy spot. An unbalanced wheel shows as a vibration, often between 50 and 70 mph.",
  },
  {
    term: "Bead",
    definition:
      "The steel-wire reinforced edge of the tire that seals against the wheel's rim and holds the tire on it.",
  },
  {
    term: "Camber",
    definition:
      "The inward or outward tilt of a wheel seen from the front of the car. Too much camber wears one shoulder of the tread.",
  },
  {
    term: "Contact patch",
    definition:
      "The part of the tread touching the road at any moment, about the size of your hand for a passenger car tire. All grip, braking and steering pass through it.",
  },
  {
    term: "DOT code",
    definition:
      "The Department of Transportation code on the sidewall. Its last four digits are the week and year the tire was made: 2319 means the 23rd week of 2019.",
  },
  {
    term: "Directional tread",
    definition:
      "A V-shaped tread that must roll one way, shown by an arrow on the sidewall. It clears water well; it rotates front to back on the same side of the car.",
  },
  {
    term: "Extra load (XL)",
    definition:
      "A reinforced passenger tire that carries more weight than a standard load tire of the same size when it is inflated to a higher pressure. Marked XL or Extra Load on the sidewall.",
  },
  {
    term: "Hydroplaning",
    definition:
      "When a layer of water lifts the tread off the road and the tire stops steering or braking. Worn tread, low pressure and speed all make it more likely.",
  },
  {
    term: "Inflation pressure",
    definition:
      "The air pressure a tire is run at, in psi. Use the figure on the placard in the driver's door jamb, not the maximum printed on the sidewall, and check it when the tires are cold.",
  },
  {
    term: "LT (Light Truck)",
    definition:
      "A tire size prefix for tires built for pickups, vans and SUVs that tow or haul. LT tires have stiffer construction and a load range instead of an XL mark.",
  },
  {
    term: "Load index",
    definition:
      "The number after the size that says how much weight one tire carries at its maximum pressure. A load index of 94 means 1,477 pounds per tire. Replacement tires should match or exceed the original.",
  },
  {
    term: "Load range",
    definition:
      "The strength rating of a light truck tire, given as a letter: C, D or E (E carries the most). It replaces the older ply rating.",
  },
  {
    term: "M+S (Mud and Snow)",
    definition:
      "A sidewall mark given for tread shape alone, with no snow traction test. Many all-season tires carry it; it is not the same as the 3PMSF symbol.",
  },
  {
    term: "Mud-terrain tire",
    definition:
      "A truck or SUV tire with large tread blocks and wide voids that clear mud and rocks. It grips off-road and is louder and wears faster on pavement.",
  },
  {
    term: "OE (Original Equipment)",
    definition:
      "The tire the vehicle came with from the factory. OE tires are sometimes made to the carmaker's own specification and carry a marking for it.",
  },
  {
    term: "Overall diameter",
    definition:
      "The height of the mounted, inflated tire. Staying within about 3% of the original keeps the speedometer and the stability systems accurate.",
  },
  {
    term: "Plus sizing",
    definition:
      "Fitting a larger wheel with a lower-profile tire so the overall diameter stays the same, for sharper steering at the cost of some ride comfort.",
  },
  {
    term: "Radial",
    definition:
      "Tire construction with body cords running across the tire from bead to bead. Almost all car tires are radials, shown by the R in a size such as 225/50R17.",
  },
  {
    term: "Rim diameter",
    definition:
      "The diameter of the wheel the tire fits, in inches: the last number of the size, 17 in 225/50R17. It must match the wheel exactly.",
  },
  {
    term: "Road hazard coverage",
    definition:
      "Protection for tires damaged by potholes, nails and road debris. Treadkit's coverage runs 36 months: up to $400 in year one, $200 in year two and $100 in year three, with repairs up to $25 per tire.",
  },
  {
    term: "Rolling resistance",
    definition:
      "The energy a tire uses as it rolls. Low rolling resistance tires save fuel and extend an electric vehicle's range.",
  },
  {
    term: "Rotation",
    definition:
      "Moving each tire to another position on the car so they wear evenly. Rotate every 6 months or 6,000 miles, whichever comes first.",
  },
  {
    term: "Run-flat tire",
    definition:
      "A tire with a reinforced sidewall that keeps carrying the car after losing air, typically for about 50 miles at up to 50 mph, so you can reach a shop. Cars with run-flats need TPMS.",
  },
  {
    term: "Section width",
    definition:
      "The width of the tire from sidewall to sidewall in millimeters: the first number of the size, 225 in 225/50R17.",
  },
  {
    term: "Sidewall",
    definition:
      "The side of the tire between the tread and the bead. It carries the size, load index, speed rating, DOT code and other markings.",
  },
  {
    term: "Sipes",
    definition:
      "Thin slits cut across the tread blocks. They open as the tire flexes and add biting edges for grip on wet roads, snow and ice.",
  },
  {
    term: "Spare tire",
    definition:
      "The extra tire carried in the car. A temporary (space-saver) spare is for short distances at no more than 50 mph; check its pressure when you check the others.",
  },
  {
    term: "Speed rating",
    definition:
      "The letter after the load index that gives the tire's top sustained speed: S is 112 mph, T 118 mph, H 130 mph, V 149 mph, W 168 mph and Y 186 mph.",
  },
  {
    term: "Staggered fitment",
    definition:
      "Different tire sizes on the front and rear axles, usually wider tires at the back of performance cars. Staggered tires can only be rotated side to side, if at all.",
  },
  {
    term: "Studded tire",
    definition:
      "A winter tire with small metal studs for grip on ice. Many states allow them only in winter months, and some ban them.",
  },
  {
    term: "Summer tire",
    definition:
      "A tire made for grip and precise steering on dry and wet roads in warm weather. Its rubber hardens in the cold; it is not for snow or temperatures near freezing.",
  },
  {
    term: "Toe",
    definition:
      "Whether the fronts of a pair of wheels point toward or away from each other. Incorrect toe wears the tread in a feathered pattern quickly.",
  },
  {
    term: "TPMS (Tire Pressure Monitoring System)",
    definition:
      "Sensors that warn you, with a dashboard light, when a tire is about 25% below its recommended pressure. Required on US cars and light trucks since the 2008 model year.",
  },
  {
    term: "Traction grade",
    definition:
      "The UTQG grade for stopping on wet pavement in a straight line: AA, A, B or C, AA being the best.",
  },
  {
    term: "Tread",
    definition:
      "The patterned rubber that touches the road. Its grooves move water away from the contact patch; its depth is measured in 32nds of an inch.",
  },
  {
    term: "Tread depth",
    definition:
      "How deep the tread's grooves are, in 32nds of an inch. New tires have about 10/32 to 11/32 of an inch; 2/32 is the legal minimum in most states, and 4/32 is a sensible time to replace.",
  },
  {
    term: "Tread wear indicator",
    definition:
      "Small raised bars across the bottom of the grooves. When the tread is worn level with them, it is down to 2/32 of an inch and the tire must be replaced.",
  },
  {
    term: "Treadwear",
    definition:
      "The UTQG number comparing a tire's wear with a government reference tire graded 100: a tire graded 400 wore four times as long in the test. Compare grades within one brand; makers grade on their own.",
  },
  {
    term: "Temperature grade",
    definition:
      "The UTQG grade for how well a tire resists heat at speed: A, B or C, A being the best.",
  },
  {
    term: "UTQG (Uniform Tire Quality Grading)",
    definition:
      "The US government grading printed on passenger tire sidewalls: a treadwear number, a traction grade and a temperature grade, for example 500 A A.",
  },
  {
    term: "Winter tire",
    definition:
      "A tire with soft rubber that stays flexible below 45°F and a deep, heavily siped tread for snow and ice. Fit four, not two, and carry the 3PMSF symbol.",
  },
];
