import { ROAD_HAZARD_PLANS } from "@treadkit/core/cart";
import { type ContentBlock, SUPPORT_HOURS, SUPPORT_REPLY_TIME } from "@treadkit/core/content";
import {
  CANCELLATION_WINDOW_MS,
  DELIVERY_BUSINESS_DAYS,
  RETURN_HANDLING_FEE_CENTS_PER_TIRE,
  RETURN_WINDOW_DAYS,
} from "@treadkit/core/order";
import { SCHEDULE_HORIZON_DAYS } from "@treadkit/core/schedule";

const CANCEL_MINUTES = CANCELLATION_WINDOW_MS / 60_000;
const DELIVERY = `${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days`;
const HANDLING_FEE = `$${RETURN_HANDLING_FEE_CENTS_PER_TIRE / 100}`;
const THREE_YEARS = ROAD_HAZARD_PLANS.find((plan) => plan.key === "threeYear");

type Question = Extract<ContentBlock, { type: "questions" }>["items"][number];

const group = (heading: string, items: Question[]): ContentBlock[] => [
  { type: "heading", text: heading },
  { type: "questions", items },
];

/**
 * The FAQ page (/faqs, the Learn menu's "FAQs"): a generic content page whose questions blocks
 * the page shows, and marks up as a schema.org FAQPage. Its answers state the business constants
 * of storefront.md §9 and checkout.md §9, as the help center's articles do.
 */
export const FAQ_PAGE = {
  slug: "faqs",
  title: "Frequently Asked Questions",
  description:
    "Quick answers about ordering tires, delivery, installation, returns, payment, road hazard coverage and support.",
  body: [
    {
      type: "paragraph",
      text: "Quick answers to the questions we hear most. The help center has the full story on each.",
    },
    ...group("Ordering", [
      {
        question: "How do I find the right tires for my car?",
        answer:
          "Search by your vehicle's year, make and model, or by the size printed on your tire's sidewall (for example 225/50R17). Every tire is shown with its price installed at a shop near you.",
        links: [
          { label: "Shop by vehicle", href: "/vehicles" },
          { label: "How to read a tire size", href: "/learn/tire-basics/how-to-read-a-tire-size" },
        ],
      },
      {
        question: "Can I cancel my order?",
        answer: `Yes, within ${CANCEL_MINUTES} minutes of placing it: the payment authorisation is voided and nothing is charged. After that, the order can be refunded or returned.`,
        links: [
          {
            label: "Cancel or change an order",
            href: "/help-center/orders-and-tracking/cancel-or-change-an-order",
          },
        ],
      },
      {
        question: "How do I track my order?",
        answer:
          "Enter your Order ID and ZIP code on the Track your order page, or sign in and open My Orders. Each order shows its steps: Order Processed, Pending Carrier Pickup, In Transit and Delivered.",
        links: [{ label: "Track your order", href: "/track-your-order" }],
      },
    ]),
    ...group("Delivery", [
      {
        question: "How long does delivery take, and what does it cost?",
        answer: `Delivery takes ${DELIVERY}. Shipping is free within the contiguous US, to your home, a partner shop or a carrier pickup point.`,
        links: [{ label: "Free shipping", href: "/free-shipping" }],
      },
      {
        question: "Do you ship to PO boxes or military bases?",
        answer:
          "No: we cannot ship to PO boxes or to international military bases (APO, FPO and DPO addresses). Choose a partner shop or a carrier pickup point near you instead.",
      },
    ]),
    ...group("Installation", [
      {
        question: "How does installation work?",
        answer: `Choose a partner shop at checkout and book a drop-off or a Morning, Afternoon or Evening slot up to ${SCHEDULE_HORIZON_DAYS} days ahead. We ship the tires to the shop, and the shop takes your car in within 15 minutes of your booked time.`,
        links: [
          {
            label: "Book an installation",
            href: "/help-center/installation-appointments/book-an-installation",
          },
        ],
      },
      {
        question: "Can a mobile installer fit my tires at home?",
        answer:
          "Yes, where a mobile installer serves your ZIP code: choose one at checkout and give the address where your car will be, inside their service area.",
        links: [{ label: "Mobile installation", href: "/help-center/mobile-installation" }],
      },
    ]),
    ...group("Returns and refunds", [
      {
        question: "What is your return policy?",
        answer: `Unmounted tires can be returned within ${RETURN_WINDOW_DAYS} days of delivery. A handling fee of ${HANDLING_FEE} per tire applies, waived if you reorder the same tire in the correct size.`,
        links: [{ label: "Returns and refunds", href: "/returns-and-refunds" }],
      },
      {
        question: "When will I get my refund?",
        answer:
          "We refund in full, less any handling fee, within 48 hours of receiving the returned tires, to the way you paid.",
        links: [
          {
            label: "Start a return",
            href: "/help-center/returns-and-refunds/start-a-return",
          },
        ],
      },
    ]),
    ...group("Payment", [
      {
        question: "Which payment methods do you accept?",
        answer:
          "Credit and debit cards, PayPal, Venmo, Apple Pay and Google Pay, and financing with Affirm, Klarna, Katapult, Synchrony or, for businesses, Resolve. You are charged when your tires ship.",
        links: [{ label: "Financing", href: "/financing" }],
      },
      {
        question: "Is there a military discount?",
        answer:
          "Yes: members of the military, veterans and their families save an additional 5% once verified at checkout.",
        links: [{ label: "Military discount", href: "/military-discount" }],
      },
    ]),
    ...group("Road hazard coverage", [
      {
        question: "What does road hazard coverage pay for?",
        answer: `Damage from nails, potholes and debris on the road. Coverage runs for 12 months up to $400 per tire, or ${THREE_YEARS?.months ?? 36} months: up to $400 in year one, $200 in year two and $100 in year three. Repairs are covered up to $25 per tire.`,
        links: [{ label: "Road hazard coverage", href: "/help-center/road-hazard-coverage" }],
      },
    ]),
    ...group("Customer care", [
      {
        question: "How do I reach customer care?",
        answer: `Write to us from the contact page or the footer's E-mail us, or call us ${SUPPORT_HOURS}. ${SUPPORT_REPLY_TIME}`,
        links: [
          { label: "Contact us", href: "/contact" },
          { label: "Help center", href: "/help-center" },
        ],
      },
    ]),
  ] satisfies ContentBlock[],
};
