import type { SeedArticle } from "./seed-content-types";

const PRESS_OFFICE = "Treadkit Press Office";

/** The press room's releases: product-level news about the storefront, marketplace and widgets. */
export const PRESS_RELEASES: SeedArticle[] = [
  {
    category: "company-news",
    slug: "treadkit-launches-online-tire-storefront",
    title: "Treadkit Launches Its Online Tire Storefront",
    description:
      "Treadkit opens its storefront: tires by size, vehicle, brand and type, priced with installation at a shop near the shopper.",
    summary:
      "Shoppers can find tires by size or vehicle, see installed prices at nearby shops and book an install time online.",
    author: PRESS_OFFICE,
    publishedOn: "2026-03-03",
    body: [
      {
        type: "paragraph",
        text: "Treadkit today opened its online tire storefront. Shoppers find tires by vehicle, tire size, brand, type or category, compare up to five tires side by side, and see each tire priced with installation at partner shops near their ZIP code.",
      },
      { type: "heading", text: "Built around installation" },
      {
        type: "paragraph",
        text: "Every order names where the tires go: a partner shop with a booked install time up to 30 days ahead, a mobile installer, the shopper's home, or a carrier pickup point. Delivery takes 2 to 4 business days and shipping is free in the contiguous US.",
      },
      {
        type: "list",
        items: [
          "Installed prices from real shops, calculated on the server at checkout.",
          "Road hazard coverage for 36 months with every eligible set of tires.",
          "Returns of unmounted tires within 30 days and a 30-day price guarantee.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Shop by tire size", href: "/tire-sizes" },
          { label: "About Treadkit", href: "/about" },
        ],
      },
    ],
  },
  {
    category: "company-news",
    slug: "treadkit-adds-mobile-installation-and-pickup-points",
    title: "Treadkit Adds Mobile Installation and Carrier Pickup Points",
    description:
      "Shoppers can now have tires fitted at home or at work by a mobile installer, or collect them from a carrier pickup point.",
    summary:
      "Two new delivery choices at checkout: a mobile installer who comes to you, and carrier pickup points.",
    author: PRESS_OFFICE,
    publishedOn: "2026-09-22",
    body: [
      {
        type: "paragraph",
        text: "Treadkit has added two delivery choices to its checkout. Mobile installers bring the tires and their equipment to the shopper's driveway or office car park, and carrier pickup points hold orders for shoppers who fit their own tires or prefer to collect.",
      },
      {
        type: "paragraph",
        text: "Mobile installers appear alongside partner shops wherever they serve the shopper's ZIP code, with their price for four tires and their open times. Pickup orders are typically ready within 24 hours of arriving at the point.",
      },
      {
        type: "links",
        items: [
          { label: "Find a tire shop", href: "/tire-shops" },
          { label: "Free shipping", href: "/free-shipping" },
        ],
      },
    ],
  },
  {
    category: "partnerships",
    slug: "treadkit-opens-installer-marketplace-to-independent-shops",
    title: "Treadkit Opens Its Installer Marketplace to Independent Shops",
    description:
      "Independent tire shops can join Treadkit's installer marketplace, take bookings online and embed Treadkit's installer widget on their own sites.",
    summary:
      "Partner shops are paid $15 to $24 per tire within 48 hours and can sell tires on their own websites.",
    author: PRESS_OFFICE,
    publishedOn: "2026-05-19",
    body: [
      {
        type: "paragraph",
        text: "Treadkit today opened its installer marketplace to independent tire shops across the US. Partner shops set their hours and installation capacity, and shoppers book install times directly from the storefront.",
      },
      { type: "heading", text: "What partner shops get" },
      {
        type: "list",
        items: [
          "Installation pay of $15 to $24 per tire, paid within 48 hours of the job.",
          "Tires shipped to the shop ahead of the appointment.",
          "The installer widget: a booking and tire sales widget the shop pastes into its own website with one script tag.",
          "A shop page on Treadkit with hours, services and ratings.",
        ],
      },
      {
        type: "paragraph",
        text: "Booking is capacity-safe: a time slot can never be sold beyond what the shop said it can handle, even when many shoppers book at once.",
      },
      {
        type: "links",
        items: [{ label: "Tire shops near you", href: "/tire-shops" }],
      },
    ],
  },
  {
    category: "partnerships",
    slug: "tire-makers-and-affiliates-embed-treadkit-widgets",
    title: "Tire Makers and Affiliates Embed Treadkit Widgets",
    description:
      "Treadkit's tire-maker and affiliate widgets let brand sites, blogs and forums sell tires with installation.",
    summary:
      "Tire-maker sites show their lines and nearby installers; blogs and forums hand shoppers to the storefront with attribution.",
    author: PRESS_OFFICE,
    publishedOn: "2026-10-27",
    body: [
      {
        type: "paragraph",
        text: "Treadkit's embeddable widgets are now available to tire makers and affiliates. Each widget is a single script tag that works inside the host's page without affecting its styles.",
      },
      {
        type: "list",
        items: [
          "The tire-maker widget shows a brand's product lines and sizes, installers near the shopper and a cart, on the maker's own site.",
          "The affiliate widget gives blogs and forums tire search and offers; shoppers continue on the Treadkit storefront and the affiliate is credited.",
        ],
      },
      {
        type: "paragraph",
        text: "The widgets keep working where third-party cookies are blocked, support strict Content Security Policies and hand checkout to the storefront by a normal page navigation.",
      },
    ],
  },
];
