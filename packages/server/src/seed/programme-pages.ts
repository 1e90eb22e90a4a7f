import type { ContentBlock } from "@treadkit/core/content";
import { agreementTerms } from "@treadkit/core/installer-signup";

type ProgrammePage = { slug: string; title: string; description: string; body: ContentBlock[] };

/** storefront.md §9: what a partner shop is paid per tire installed, and how soon. */
const INSTALLER_PAY = "$15 to $24 per tire, paid within 48 hours";

/**
 * The programme pages of storefront.md §2 ("Programmes", and /car-talk under "Support and
 * info"): what each programme is, what it offers and how to join, as generic content pages the
 * /[slug] route renders.
 */
export const PROGRAMME_PAGES: ProgrammePage[] = [
  {
    slug: "partner-program",
    title: "Partner Program for Tire Shops",
    description:
      "Join the Treadkit installer network: customers buy tires online and book their installation at your shop.",
    body: [
      {
        type: "paragraph",
        text: "Treadkit sells tires online, priced with installation at a shop near the shopper. Partner shops are those shops: the customer pays us, we ship the tires to you, and the customer arrives at the time they booked in your schedule.",
      },
      { type: "heading", text: "What partner shops get" },
      {
        type: "list",
        items: [
          `Installation work from shoppers near you, for ${INSTALLER_PAY}.`,
          "Tires delivered to your shop, paid for before they leave the warehouse.",
          "Bookings into the days and times you open, up to 30 days ahead.",
          "Your shop's page in our tire-shop directory, with your hours, services and rating.",
          "The installer widget for your own website: your customers find tires priced installed at your shop and book a time, without leaving your site.",
        ],
      },
      { type: "heading", text: "The installer agreement" },
      { type: "list", items: agreementTerms() },
      { type: "heading", text: "How to join" },
      {
        type: "paragraph",
        text: "Apply with your shop's details and accept the installer agreement. Our partner team reviews every application and e-mails you the decision, with the next steps to start taking bookings.",
      },
      {
        type: "links",
        items: [
          { label: "Apply to become a partner shop", href: "/installer-signup" },
          {
            label: "See the installer widget on a partner shop's site",
            href: "/examples/third-party-shop.html",
          },
          { label: "Browse partner shops", href: "/tire-shops" },
          { label: "Questions? Contact us", href: "/contact" },
        ],
      },
    ],
  },
  {
    slug: "affiliates",
    title: "Affiliate Program",
    description:
      "Put tire search and offers on your blog, forum or brand site with one script tag, and earn on the orders your readers place.",
    body: [
      {
        type: "paragraph",
        text: "Blogs, forums, car clubs and tire makers add Treadkit to their own pages with one script tag. Your readers search tires by size or vehicle and see offers right in your article; when they choose a tire, they finish their order on Treadkit and the order is credited to your site.",
      },
      { type: "heading", text: "What you get" },
      {
        type: "list",
        items: [
          "The affiliate widget: tire search and offers styled to sit inside your page, never changing your own styles.",
          "For tire makers, the tire-maker widget: your product lines and sizes, nearby installers and a cart.",
          "Commission on the orders your readers place, at rates agreed when you join.",
        ],
      },
      { type: "heading", text: "How to join" },
      {
        type: "paragraph",
        text: "Contact our partner team with your site's address and what you publish. We register your site for the widget and send you the script tag to paste.",
      },
      {
        type: "links",
        items: [
          { label: "See the affiliate widget on a blog", href: "/examples/affiliate-blog.html" },
          {
            label: "See the tire-maker widget on a brand site",
            href: "/examples/tiremaker-brand.html",
          },
          { label: "Contact the partner team", href: "/contact" },
          {
            label: "Tire makers and affiliates embed Treadkit widgets",
            href: "/press/partnerships/tire-makers-and-affiliates-embed-treadkit-widgets",
          },
        ],
      },
    ],
  },
  {
    slug: "car-talk",
    title: "Car Talk and Treadkit",
    description:
      "Car Talk's community shops for tires at Treadkit: honest advice, prices with installation and free shipping.",
    body: [
      {
        type: "paragraph",
        text: "Car Talk has helped drivers understand their cars for decades. Treadkit is where the Car Talk community buys tires: the same straight answers, applied to the four things that touch the road.",
      },
      { type: "heading", text: "What Car Talk readers get" },
      {
        type: "list",
        items: [
          "Every tire priced with installation at a shop near you, and a time you book online.",
          "Free shipping in the contiguous US; delivery in 2 to 4 business days.",
          "Road hazard coverage for up to 36 months, and returns of unmounted tires within 30 days of delivery.",
          "Plain-spoken guides to sizes, ratings, rotation and seasonal tires in our learning center.",
        ],
      },
      { type: "heading", text: "How to get started" },
      {
        type: "paragraph",
        text: "There is nothing to sign up for: find your tires by vehicle or size and check out as a guest, or create an account to keep your orders and vehicles. Publishers who want tire search on their own pages can join our affiliate program.",
      },
      {
        type: "links",
        items: [
          { label: "Shop by vehicle", href: "/vehicles" },
          { label: "Shop by tire size", href: "/tire-sizes" },
          { label: "Tire learning center", href: "/learn" },
          { label: "Affiliate program", href: "/affiliates" },
        ],
      },
    ],
  },
  {
    slug: "repair-pal",
    title: "RepairPal Certified Shops",
    description:
      "RepairPal Certified repair shops can join the Treadkit installer network and take tire installations booked online.",
    body: [
      {
        type: "paragraph",
        text: "RepairPal certifies auto repair shops for fair prices and quality work. RepairPal Certified shops are welcome in the Treadkit installer network, where shoppers buy tires online and book their installation at a shop near them.",
      },
      { type: "heading", text: "What certified shops get" },
      {
        type: "list",
        items: [
          `Tire installation jobs from shoppers near you, for ${INSTALLER_PAY}.`,
          "Tires shipped to your shop and bookings into your own schedule.",
          "Your certification shown to shoppers choosing a shop.",
        ],
      },
      { type: "heading", text: "How to join" },
      {
        type: "paragraph",
        text: "Apply with the installer sign-up form and accept the installer agreement. Our partner team checks your certification with RepairPal, reviews your application and e-mails you the decision.",
      },
      {
        type: "links",
        items: [
          { label: "Apply to become a partner shop", href: "/installer-signup" },
          { label: "About the partner program", href: "/partner-program" },
          { label: "Find a tire shop near you", href: "/tire-shops" },
        ],
      },
    ],
  },
];
