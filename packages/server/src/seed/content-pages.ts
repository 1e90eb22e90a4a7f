import type { ContentBlock } from "@treadkit/core/content";
import type { Db } from "../db/client";
import { contentPages } from "../modules/content/content.schema";
import { seedContentArticles } from "./content-articles";
import { FAQ_PAGE } from "./faqs";
import { PROGRAMME_PAGES } from "./programme-pages";

type SeedPage = { slug: string; title: string; description: string; body: ContentBlock[] };

const SUPPORT_HOURS = "Monday to Friday 8am to 7pm ET and Saturday 9am to 5pm ET";

/**
 * The generic pages a new store starts with (storefront.md §2 "Support and info"), written to
 * the business constants of storefront.md §9. Operators edit the rows; the storefront renders
 * the blocks as they are.
 */
const CONTENT_PAGES: SeedPage[] = [
  {
    slug: "about",
    title: "About Treadkit",
    description:
      "Treadkit sells tires online and has them fitted at a partner shop or by a mobile installer near you.",
    body: [
      {
        type: "paragraph",
        text: "Treadkit is an online tire shop. Find tires by vehicle, size, brand or type, compare them at prices that include installation at a shop near you, and book the install time that suits you.",
      },
      { type: "heading", text: "How it works" },
      {
        type: "list",
        items: [
          "Choose your tires and where they go: a partner shop, a mobile installer who comes to you, your home, or a carrier pickup point.",
          "Pay online: the price you see is the price the shop honours.",
          "We ship to the shop or to you; delivery takes 2 to 4 business days, free in the contiguous US.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Find a tire shop near you", href: "/tire-shops" },
          { label: "Current tire deals", href: "/tire-deals" },
          { label: "Tire buying guide", href: "/tire-buying-guide" },
        ],
      },
    ],
  },
  {
    slug: "terms",
    title: "Terms of Use",
    description: "The terms that apply when you use the Treadkit website and its services.",
    body: [
      {
        type: "paragraph",
        text: "By using this website you agree to these terms. Prices, availability and promotions may change without notice; the price in your cart when you place an order is the price you pay.",
      },
      { type: "heading", text: "Your account" },
      {
        type: "paragraph",
        text: "You are responsible for keeping your password safe and for the orders placed with your account.",
      },
      { type: "heading", text: "Orders" },
      {
        type: "list",
        items: [
          "An order can be cancelled within 30 minutes of placing it; afterwards it can be refunded or returned.",
          "Sales are also governed by our terms of sale.",
        ],
      },
      { type: "links", items: [{ label: "Terms of sale", href: "/sales" }] },
    ],
  },
  {
    slug: "sales",
    title: "Terms of Sale",
    description:
      "Prices, payment, delivery, cancellations, returns and the price guarantee for tires bought from Treadkit.",
    body: [
      { type: "heading", text: "Prices and payment" },
      {
        type: "paragraph",
        text: "Prices are in US dollars. Taxes, fees and discounts are computed when you place your order; you are charged when your tires ship.",
      },
      { type: "heading", text: "Delivery" },
      {
        type: "paragraph",
        text: "Delivery takes 2 to 4 business days. Shipping is free within the contiguous US. Tires shipped to a shop are typically ready for pickup within 24 hours of arrival.",
      },
      { type: "heading", text: "Cancellations" },
      {
        type: "paragraph",
        text: "You can cancel an order within 30 minutes of placing it. After that, an order can be refunded or returned under our returns policy.",
      },
      { type: "heading", text: "Price guarantee" },
      {
        type: "paragraph",
        text: "If we lower the price of a tire within 30 days of your purchase, we refund the difference.",
      },
      {
        type: "links",
        items: [
          { label: "Returns and refunds", href: "/returns-and-refunds" },
          { label: "Free shipping", href: "/free-shipping" },
        ],
      },
    ],
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description: "What personal information Treadkit collects, why, and the choices you have.",
    body: [
      {
        type: "paragraph",
        text: "We collect the information you give us to sell, ship and install your tires: your name, e-mail, phone, addresses, vehicle and order details.",
      },
      { type: "heading", text: "How we use it" },
      {
        type: "list",
        items: [
          "To process, deliver and support your orders.",
          "To share with the shop or installer you choose what they need to fit your tires.",
          "To improve the site, with analytics you can decline.",
        ],
      },
      { type: "heading", text: "Your choices" },
      {
        type: "paragraph",
        text: `You may ask to see, correct or delete your information by contacting customer care, ${SUPPORT_HOURS}. We reply within 24 hours.`,
      },
    ],
  },
  {
    slug: "returns-and-refunds",
    title: "Returns and Refunds",
    description:
      "Return unmounted tires within 30 days; a full refund within 48 hours of receiving them.",
    body: [
      {
        type: "paragraph",
        text: "You may return unmounted tires within 30 days of delivery. Start a return from your order on the track-your-order page.",
      },
      { type: "heading", text: "Return handling fee" },
      {
        type: "paragraph",
        text: "A return handling fee of $20 per tire applies. It is waived when you reorder the same tire in the correct size.",
      },
      { type: "heading", text: "Refunds" },
      {
        type: "paragraph",
        text: "We issue a full refund, less any handling fee, within 48 hours of receiving the returned tires.",
      },
      { type: "heading", text: "What cannot be returned" },
      {
        type: "list",
        items: [
          "Tires that have been mounted or driven on.",
          "Returns shipped from international military bases, dealerships or for resale.",
        ],
      },
    ],
  },
  {
    slug: "free-shipping",
    title: "Free Shipping",
    description:
      "Free tire shipping in the contiguous US, delivered in 2 to 4 business days to you, a shop or a pickup point.",
    body: [
      {
        type: "paragraph",
        text: "Shipping is free on tires delivered within the contiguous US, to your home, to a partner shop or to a carrier pickup point.",
      },
      {
        type: "list",
        items: [
          "Delivery takes 2 to 4 business days.",
          "Tires shipped to a shop are typically ready within 24 hours of arrival.",
          "Oversize and freight tires may carry a shipping charge, shown before you pay.",
        ],
      },
    ],
  },
  {
    slug: "military-discount",
    title: "Military Discount",
    description:
      "Active duty, veterans and military families save an additional 5% on tires once verified.",
    body: [
      {
        type: "paragraph",
        text: "Members of the military, veterans and their families get an additional 5% off their tires, on top of other savings.",
      },
      { type: "heading", text: "How to get it" },
      {
        type: "list",
        items: [
          "Choose Verify military status at checkout.",
          "Sign in with our identity-verification partner; verification takes a minute.",
          "The 5% discount is applied to your order at once.",
        ],
      },
    ],
  },
  {
    slug: "financing",
    title: "Financing",
    description: "Pay for your tires over time with our financing partners, with 0% options.",
    body: [
      {
        type: "paragraph",
        text: "Spread the cost of your tires and installation with one of our financing partners: Affirm, Klarna, Katapult, Synchrony or Resolve for businesses.",
      },
      {
        type: "list",
        items: [
          "0% financing options for qualified buyers.",
          "Choose the financing method at checkout; the partner decides in seconds.",
          "Your tires ship as soon as the partner approves the purchase.",
        ],
      },
    ],
  },
  {
    slug: "tire-buying-guide",
    title: "Tire Buying Guide",
    description:
      "How to find your tire size, choose a tire type, and care for your tires so they last.",
    body: [
      { type: "heading", text: "Find your size" },
      {
        type: "paragraph",
        text: "Your tire size is on the sidewall, for example 225/50R17: width in millimetres, aspect ratio, construction and rim diameter. It is also on the sticker inside the driver's door.",
      },
      { type: "heading", text: "Choose a type" },
      {
        type: "list",
        items: [
          "All season tires suit most drivers in mild climates.",
          "Winter tires grip in snow and below 45°F.",
          "All terrain and mud terrain tires are for trucks and SUVs that leave the pavement.",
          "Performance tires trade tread life for grip and handling.",
        ],
      },
      { type: "heading", text: "Care for your tires" },
      {
        type: "list",
        items: [
          "Rotate your tires every 6 months or 6,000 miles.",
          "Check the pressure monthly, when the tires are cold.",
          "Road hazard coverage protects against punctures and damage for up to 36 months: up to $400 in year one, $200 in year two and $100 in year three, and repairs up to $25 per tire.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Shop by tire size", href: "/tire-sizes" },
          { label: "Shop by vehicle", href: "/vehicles" },
          { label: "Shop by brand", href: "/brands" },
        ],
      },
    ],
  },
];

export async function seedContentPages(db: Db) {
  await db
    .insert(contentPages)
    .values([...CONTENT_PAGES, FAQ_PAGE, ...PROGRAMME_PAGES])
    .onConflictDoNothing();
  await seedContentArticles(db);
}
