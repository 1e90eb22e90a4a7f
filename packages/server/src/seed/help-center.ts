import { ROAD_HAZARD_PLANS } from "@treadkit/core/cart";
import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from "@treadkit/core/content";
import { INSTALLER_AGREEMENT } from "@treadkit/core/installer-signup";
import {
  CANCELLATION_WINDOW_MS,
  DELIVERY_BUSINESS_DAYS,
  RETURN_HANDLING_FEE_CENTS_PER_TIRE,
  RETURN_WINDOW_DAYS,
} from "@treadkit/core/order";
import { SCHEDULE_HORIZON_DAYS } from "@treadkit/core/schedule";
import type { SeedArticle, SeedCategory } from "./seed-content-types";

const CARE = "Treadkit Customer Care";

/** The business constants of storefront.md §9 and checkout.md §9, as the articles state them. */
const CANCEL_MINUTES = CANCELLATION_WINDOW_MS / 60_000;
const DELIVERY = `${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days`;
const HANDLING_FEE = `$${RETURN_HANDLING_FEE_CENTS_PER_TIRE / 100}`;
const REFUND_HOURS = 48;
const THREE_YEARS = ROAD_HAZARD_PLANS.find((plan) => plan.key === "threeYear");
const ONE_YEAR = ROAD_HAZARD_PLANS.find((plan) => plan.key === "oneYear");
const CONTACT = `Customer care is here ${SUPPORT_HOURS}. ${SUPPORT_REPLY_TIME}`;

const contactLinks = [
  { label: "Contact customer care", href: "/contact" },
  { label: "Frequently asked questions", href: "/faqs" },
];

/** The help center's topics (content categories of the "help" section), in the order it lists them. */
export const HELP_TOPICS: SeedCategory[] = [
  {
    section: "help",
    slug: "orders-and-tracking",
    name: "Orders and tracking",
    description: "Follow an order, find its receipt, and cancel it in time.",
  },
  {
    section: "help",
    slug: "shipping-and-delivery",
    name: "Shipping and delivery",
    description: "Where your tires can go and how long they take to get there.",
  },
  {
    section: "help",
    slug: "installation-appointments",
    name: "Installation appointments",
    description: "Booking an install time at a partner shop, and what happens on the day.",
  },
  {
    section: "help",
    slug: "mobile-installation",
    name: "Mobile installation",
    description: "Tires fitted at your home or office by a mobile installer.",
  },
  {
    section: "help",
    slug: "returns-and-refunds",
    name: "Returns and refunds",
    description: "Returning tires, the handling fee, and when your refund arrives.",
  },
  {
    section: "help",
    slug: "payments-and-financing",
    name: "Payments and financing",
    description: "How to pay, when you are charged, financing and promo codes.",
  },
  {
    section: "help",
    slug: "road-hazard-coverage",
    name: "Road hazard coverage",
    description: "What the coverage pays for, how to add it, and how to claim.",
  },
  {
    section: "help",
    slug: "your-account",
    name: "Your account",
    description: "Signing in, your orders, your garage, your password and referrals.",
  },
];

/**
 * The help center's articles. Within a topic they are listed newest first, so each topic's
 * first question carries its latest date.
 */
export const HELP_ARTICLES: SeedArticle[] = [
  // Orders and tracking
  {
    category: "orders-and-tracking",
    slug: "track-your-order-status",
    title: "How do I track my order?",
    description:
      "Follow your tire order from processing to delivery with your Order ID and ZIP code, or from My Orders.",
    summary: "Use your Order ID and ZIP code, or sign in and open My Orders.",
    author: CARE,
    publishedOn: "2026-10-12",
    body: [
      {
        type: "paragraph",
        text: "Open Track your order and enter the Order ID from your confirmation e-mail together with the ZIP code of the order's address. If you have an account, sign in and open My Orders instead: every order you placed while signed in is there.",
      },
      { type: "heading", text: "What each step means" },
      {
        type: "list",
        items: [
          "Order Processed: we have your order and payment authorisation, and the tires are being picked.",
          "Pending Carrier Pickup: the tires are packed and labelled; the tracking number appears here.",
          `In Transit: the carrier has the tires. Delivery takes ${DELIVERY} from shipping.`,
          "Delivered: the tires have reached your address, the shop or the pickup point.",
        ],
      },
      {
        type: "paragraph",
        text: "If the page says Order ID & ZIP Code do not match, check the Order ID in your confirmation e-mail and use the ZIP code of the address on the order.",
      },
      {
        type: "links",
        items: [
          { label: "Track your order", href: "/track-your-order" },
          { label: "My Orders", href: "/account/my-orders" },
          ...contactLinks,
        ],
      },
    ],
  },
  {
    category: "orders-and-tracking",
    slug: "cancel-or-change-an-order",
    title: "Can I cancel or change my order?",
    description: `Orders can be cancelled within ${CANCEL_MINUTES} minutes of placing them; after that they can be refunded or returned.`,
    summary: `Cancel within ${CANCEL_MINUTES} minutes of placing the order; afterwards, return or refund.`,
    author: CARE,
    publishedOn: "2026-10-11",
    body: [
      {
        type: "paragraph",
        text: `You can cancel an order within ${CANCEL_MINUTES} minutes of placing it, from its page under Track your order or from My Orders. The payment authorisation is voided, nothing is charged, and a booked install time is given back to the shop.`,
      },
      { type: "heading", text: `After ${CANCEL_MINUTES} minutes` },
      {
        type: "paragraph",
        text: `Once the ${CANCEL_MINUTES} minutes have passed the order is on its way to being packed, so it can no longer be cancelled. You can refuse or return the tires under our returns policy, or contact customer care if something about the order needs to change.`,
      },
      {
        type: "links",
        items: [
          { label: "Track your order", href: "/track-your-order" },
          { label: "Returns and refunds", href: "/returns-and-refunds" },
          { label: "Contact customer care", href: "/contact" },
        ],
      },
    ],
  },
  {
    category: "orders-and-tracking",
    slug: "order-confirmation-and-receipt",
    title: "Where are my order confirmation and receipt?",
    description: "Your order confirmation e-mail and the PDF receipt of every order.",
    summary: "We e-mail a confirmation when you order; the PDF receipt is on the order's page.",
    author: CARE,
    publishedOn: "2026-10-10",
    body: [
      {
        type: "paragraph",
        text: "As soon as you place an order we e-mail a confirmation with your Order ID to the address you gave at checkout. The order confirmation page and the order's page under Track your order both offer the receipt as a PDF you can download and print.",
      },
      {
        type: "paragraph",
        text: `No e-mail? Check your spam folder, then look the order up with its Order ID and ZIP code. ${CONTACT}`,
      },
      {
        type: "links",
        items: [{ label: "Track your order", href: "/track-your-order" }, ...contactLinks],
      },
    ],
  },

  // Shipping and delivery
  {
    category: "shipping-and-delivery",
    slug: "delivery-times-and-free-shipping",
    title: "How long does delivery take?",
    description: `Tires arrive in ${DELIVERY}, with free shipping in the contiguous US.`,
    summary: `${DELIVERY}, shipped free within the contiguous US.`,
    author: CARE,
    publishedOn: "2026-10-09",
    body: [
      {
        type: "paragraph",
        text: `Delivery takes ${DELIVERY}. Shipping is free within the contiguous US, whether the tires go to your home, a partner shop or a carrier pickup point.`,
      },
      {
        type: "list",
        items: [
          "Tires shipped to a shop are typically ready within 24 hours of arriving there.",
          "Oversize and freight tires may carry a shipping charge, always shown before you pay.",
          "If a tire in your cart is in short supply, the cart tells you that delivery may be delayed.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Free shipping", href: "/free-shipping" },
          { label: "Track your order", href: "/track-your-order" },
        ],
      },
    ],
  },
  {
    category: "shipping-and-delivery",
    slug: "where-tires-can-be-delivered",
    title: "Where can my tires be delivered?",
    description:
      "Have your tires fitted at a partner shop or by a mobile installer, or ship them home or to a carrier pickup point.",
    summary: "A partner shop, a mobile installer, your home, or a carrier pickup point.",
    author: CARE,
    publishedOn: "2026-10-08",
    body: [
      {
        type: "paragraph",
        text: "At checkout you choose where the tires go:",
      },
      {
        type: "list",
        items: [
          "A partner shop near you, with an install time you book.",
          "A mobile installer who fits them at your home or office.",
          "Your home or business address, if you have them fitted yourself.",
          "A carrier pickup point near your ZIP code, where you collect them.",
        ],
      },
      {
        type: "paragraph",
        text: "We cannot ship to PO boxes or to international military bases (APO, FPO and DPO addresses).",
      },
      {
        type: "links",
        items: [
          { label: "Find a tire shop near you", href: "/tire-shops" },
          { label: "How mobile installation works", href: "/help-center/mobile-installation" },
        ],
      },
    ],
  },

  // Installation appointments
  {
    category: "installation-appointments",
    slug: "book-an-installation",
    title: "How do I book an installation?",
    description: `Choose a partner shop at checkout and book a drop-off or a timed slot up to ${SCHEDULE_HORIZON_DAYS} days ahead.`,
    summary: `Pick a shop and a time at checkout, up to ${SCHEDULE_HORIZON_DAYS} days ahead.`,
    author: CARE,
    publishedOn: "2026-10-07",
    body: [
      {
        type: "paragraph",
        text: "Enter your ZIP code at checkout to see the partner shops near you, each with its price to install four tires, its rating and its first free day. Choose one, then choose when you come in.",
      },
      {
        type: "list",
        items: [
          `Install times are offered up to ${SCHEDULE_HORIZON_DAYS} days ahead, from the first day your tires can have arrived.`,
          "Book a Morning, Afternoon or Evening slot, or drop your car off when the shop opens and collect it later.",
          "A slot that fills up while you check out is refused with Install time no longer available: choose another time or another shop.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Find a tire shop near you", href: "/tire-shops" },
          {
            label: "What happens at the shop",
            href: "/help-center/installation-appointments/what-happens-at-the-shop",
          },
        ],
      },
    ],
  },
  {
    category: "installation-appointments",
    slug: "what-happens-at-the-shop",
    title: "What happens at the shop?",
    description:
      "Your tires wait at the shop; come at your booked time and the shop takes your car in within 15 minutes.",
    summary: "Bring your car at your booked time; the shop takes it in within 15 minutes.",
    author: CARE,
    publishedOn: "2026-10-06",
    body: [
      {
        type: "paragraph",
        text: `We ship your tires to the shop, where they wait for you. Partner shops agree to take your vehicle in within ${INSTALLER_AGREEMENT.takeInMinutes} minutes of your booked time, so arrive a few minutes early with your order confirmation.`,
      },
      {
        type: "paragraph",
        text: `Partner shops fit tires on rims from ${INSTALLER_AGREEMENT.rimMin} to ${INSTALLER_AGREEMENT.rimMax} inches. For tires outside that range, ship them home or to a pickup point instead.`,
      },
      {
        type: "links",
        items: [
          {
            label: "Change your install time",
            href: "/help-center/installation-appointments/change-install-time",
          },
          { label: "Contact customer care", href: "/contact" },
        ],
      },
    ],
  },
  {
    category: "installation-appointments",
    slug: "change-install-time",
    title: "Can I change my install time or shop?",
    description: "Change the shop and time freely before you pay; after ordering, contact us.",
    summary: "Before you pay, change it at checkout; after ordering, contact customer care.",
    author: CARE,
    publishedOn: "2026-10-05",
    body: [
      {
        type: "paragraph",
        text: "Until you place your order you can change the shop and the time as often as you like on the checkout's shipping step.",
      },
      {
        type: "paragraph",
        text: `Within ${CANCEL_MINUTES} minutes of ordering you can also cancel the order and order again with another time. After that, contact customer care with your Order ID and we will arrange a new time with the shop. ${CONTACT}`,
      },
      { type: "links", items: contactLinks },
    ],
  },

  // Mobile installation
  {
    category: "mobile-installation",
    slug: "how-mobile-installation-works",
    title: "How does mobile installation work?",
    description:
      "A mobile installer brings your tires and equipment to your home or office, within their service area.",
    summary: "An installer comes to you, wherever their service area reaches.",
    author: CARE,
    publishedOn: "2026-10-04",
    body: [
      {
        type: "paragraph",
        text: "Mobile installers appear alongside partner shops when they serve your ZIP code, each with their price for four tires. Choose one at checkout and tell us where the car will be: your home, your office or another address.",
      },
      {
        type: "list",
        items: [
          "The address must be inside the installer's service area. If it is not, checkout says the ZIP code is outside the selected installer's serviceable area; choose another installer or a shop.",
          "The tires are shipped to the installer, who brings them with their equipment.",
          `Delivery to the installer takes ${DELIVERY}, like any other order.`,
        ],
      },
      {
        type: "links",
        items: [
          {
            label: "Getting ready for a mobile installation",
            href: "/help-center/mobile-installation/prepare-for-mobile-installation",
          },
        ],
      },
    ],
  },
  {
    category: "mobile-installation",
    slug: "prepare-for-mobile-installation",
    title: "How do I get ready for a mobile installation?",
    description: "A safe, level place to park, room around the car, and your wheel-lock key.",
    summary: "Park on level ground with room to work, and have your wheel-lock key ready.",
    author: CARE,
    publishedOn: "2026-10-03",
    body: [
      {
        type: "list",
        items: [
          "Park on firm, level ground with room on every side of the car, off a busy road.",
          "Leave the wheel-lock key, if your wheels have locks, where the installer can find it.",
          "Make sure the installer can reach the car: a gate code or a parking permit if they need one.",
          "Be reachable by phone at the time you chose.",
        ],
      },
      { type: "links", items: contactLinks },
    ],
  },

  // Returns and refunds
  {
    category: "returns-and-refunds",
    slug: "return-policy",
    title: "What is your return policy?",
    description: `Return unmounted tires within ${RETURN_WINDOW_DAYS} days of delivery; ${HANDLING_FEE} per tire handling fee unless you reorder the correct size.`,
    summary: `Unmounted tires, within ${RETURN_WINDOW_DAYS} days of delivery, refunded within ${REFUND_HOURS} hours of receipt.`,
    author: CARE,
    publishedOn: "2026-10-02",
    body: [
      {
        type: "list",
        items: [
          `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery, for tires that have not been mounted or driven on.`,
          `A return handling fee of ${HANDLING_FEE} per tire applies. It is waived when you reorder the same tire in the correct size.`,
          `We refund in full, less any handling fee, within ${REFUND_HOURS} hours of receiving the tires.`,
          "Returns cannot be shipped from international military bases or dealerships, or returned for resale.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Returns and refunds", href: "/returns-and-refunds" },
          { label: "Start a return", href: "/help-center/returns-and-refunds/start-a-return" },
        ],
      },
    ],
  },
  {
    category: "returns-and-refunds",
    slug: "start-a-return",
    title: "How do I start a return?",
    description: "Start a return from your order's page: choose the tires and the reason.",
    summary: "Look up your order, choose Return tires, pick the tires and a reason.",
    author: CARE,
    publishedOn: "2026-10-01",
    body: [
      {
        type: "list",
        items: [
          "Open Track your order and enter your Order ID and ZIP code.",
          "Choose Return tires, then the tires you are sending back (at least one) and the reason.",
          "Add a photo if the tires arrived damaged: a JPEG, PNG or WebP picture smaller than 1MB.",
          "Send the return; we e-mail you what happens next.",
        ],
      },
      {
        type: "paragraph",
        text: `The return can be requested once the order is delivered, and up to ${RETURN_WINDOW_DAYS} days after.`,
      },
      {
        type: "links",
        items: [
          { label: "Track your order", href: "/track-your-order" },
          { label: "Return policy", href: "/help-center/returns-and-refunds/return-policy" },
        ],
      },
    ],
  },
  {
    category: "returns-and-refunds",
    slug: "when-is-my-refund",
    title: "When will I get my refund?",
    description: `Refunds are issued within ${REFUND_HOURS} hours of the returned tires arriving, to your original payment method.`,
    summary: `Within ${REFUND_HOURS} hours of the tires reaching us, to the way you paid.`,
    author: CARE,
    publishedOn: "2026-09-30",
    body: [
      {
        type: "paragraph",
        text: `We refund a return within ${REFUND_HOURS} hours of receiving the tires, to the card, wallet or financing plan you paid with, less the handling fee of ${HANDLING_FEE} per tire unless you reordered the correct size. Your bank or provider may take a few days more to show it.`,
      },
      {
        type: "paragraph",
        text: `A cancelled order is never charged: the authorisation is voided when you cancel within ${CANCEL_MINUTES} minutes of ordering.`,
      },
      { type: "links", items: contactLinks },
    ],
  },

  // Payments and financing
  {
    category: "payments-and-financing",
    slug: "payment-methods",
    title: "Which payment methods do you accept?",
    description:
      "Cards, PayPal, Venmo, Apple Pay and Google Pay, and financing with Affirm, Klarna, Katapult, Synchrony or Resolve.",
    summary: "Cards, PayPal, Venmo, Apple Pay, Google Pay and financing partners.",
    author: CARE,
    publishedOn: "2026-09-29",
    body: [
      {
        type: "list",
        items: [
          "Credit and debit cards.",
          "PayPal, Venmo, Apple Pay and Google Pay.",
          "Financing with Affirm, Klarna, Katapult or Synchrony, and Resolve for businesses.",
        ],
      },
      {
        type: "paragraph",
        text: "Your payment is authorised when you place the order and charged when your tires ship. Prices are in US dollars; taxes, fees and discounts are shown on the review step before you pay.",
      },
      {
        type: "paragraph",
        text: "If we lower the price of a tire within 30 days of your purchase, we refund the difference.",
      },
      {
        type: "links",
        items: [
          { label: "Terms of sale", href: "/sales" },
          { label: "Financing", href: "/financing" },
          { label: "Military discount", href: "/military-discount" },
        ],
      },
    ],
  },
  {
    category: "payments-and-financing",
    slug: "how-financing-works",
    title: "How does financing work?",
    description: "Choose a financing partner at checkout; it decides in seconds.",
    summary: "Choose the partner at checkout; 0% options for qualified buyers.",
    author: CARE,
    publishedOn: "2026-09-28",
    body: [
      {
        type: "paragraph",
        text: "Choose Affirm, Klarna, Katapult or Synchrony on the payment step (businesses can choose Resolve). You apply with the partner in a few steps and get their answer in seconds; your tires ship as soon as the partner approves the purchase.",
      },
      {
        type: "paragraph",
        text: "0% financing options are available to qualified buyers. The partner sets the terms and sends your statements.",
      },
      { type: "links", items: [{ label: "Financing", href: "/financing" }] },
    ],
  },
  {
    category: "payments-and-financing",
    slug: "use-a-promo-code",
    title: "How do I use a promo code?",
    description: "Enter the code in your cart; the discount shows before you pay.",
    summary: "Type the code under Promo code in your cart and apply it.",
    author: CARE,
    publishedOn: "2026-09-27",
    body: [
      {
        type: "paragraph",
        text: "Open your cart, type the code under Promo code and apply it. The discount appears in the cart's total, and again on the review step before you pay. A code that does not apply to the tires in your cart says why.",
      },
      {
        type: "paragraph",
        text: "Members of the military and veterans save an additional 5% once verified, on top of other savings.",
      },
      {
        type: "links",
        items: [
          { label: "Tire deals", href: "/tire-deals" },
          { label: "Military discount", href: "/military-discount" },
        ],
      },
    ],
  },

  // Road hazard coverage
  {
    category: "road-hazard-coverage",
    slug: "what-road-hazard-coverage-covers",
    title: "What does road hazard coverage cover?",
    description:
      "Repairs up to $25 per tire and a replacement of up to $400 in year one, $200 in year two and $100 in year three.",
    summary: "Punctures and damage from the road, for 12 or 36 months.",
    author: CARE,
    publishedOn: "2026-09-26",
    body: [
      {
        type: "paragraph",
        text: "Road hazard coverage pays when a nail, a pothole or debris on the road damages a covered tire.",
      },
      {
        type: "list",
        items: [
          `${ONE_YEAR?.label ?? "12 months up to $400 per tire"}.`,
          `Or ${THREE_YEARS?.label ?? "36 months: up to $400 year one, $200 year two, $100 year three"}.`,
          "Repairs are covered up to $25 per tire.",
          "Roadside assistance for 12 months comes with at least 4 tires bought with installation.",
          "Commercial tires are covered for one year only, at their own rates.",
        ],
      },
      {
        type: "links",
        items: [
          {
            label: "Add road hazard coverage",
            href: "/help-center/road-hazard-coverage/add-road-hazard-coverage",
          },
          {
            label: "Make a claim",
            href: "/help-center/road-hazard-coverage/make-a-road-hazard-claim",
          },
        ],
      },
    ],
  },
  {
    category: "road-hazard-coverage",
    slug: "add-road-hazard-coverage",
    title: "How do I add road hazard coverage?",
    description: "Add coverage at checkout, per tire, priced by the tire's price.",
    summary: "Choose it on the checkout's coverage step, for every tire of the order.",
    author: CARE,
    publishedOn: "2026-09-25",
    body: [
      {
        type: "paragraph",
        text: "Choose road hazard coverage on the coverage step of checkout, or tick it in your cart. It is priced per tire by the tire's price, and three years cost twice one year.",
      },
      {
        type: "paragraph",
        text: "Coverage is chosen with the order; add it before you pay.",
      },
    ],
  },
  {
    category: "road-hazard-coverage",
    slug: "make-a-road-hazard-claim",
    title: "How do I make a road hazard claim?",
    description: "Contact customer care with your Order ID and photos of the damage.",
    summary: "Contact us with your Order ID and photos of the damaged tire.",
    author: CARE,
    publishedOn: "2026-09-24",
    body: [
      {
        type: "list",
        items: [
          "Keep the damaged tire and take photos of the damage and of the sidewall with its size.",
          "Contact customer care with your Order ID, the date and what happened.",
          "If a repair is possible, have it done and send us the shop's receipt: repairs are covered up to $25 per tire.",
          "If the tire cannot be repaired, we arrange a replacement up to the amount your plan covers that year.",
        ],
      },
      { type: "paragraph", text: CONTACT },
      { type: "links", items: contactLinks },
    ],
  },

  // Your account
  {
    category: "your-account",
    slug: "create-an-account-and-sign-in",
    title: "How do I create an account and sign in?",
    description:
      "Sign in or create an account to keep your orders, vehicles and password in one place.",
    summary: "Choose Sign in at the top of any page; new members create an account there.",
    author: CARE,
    publishedOn: "2026-09-23",
    body: [
      {
        type: "paragraph",
        text: "Choose Sign in at the top of any page. New members create an account on the same page. You can also check out as a guest and track your order with its Order ID and ZIP code.",
      },
      {
        type: "list",
        items: [
          `My Orders lists your orders: cancel one within ${CANCEL_MINUTES} minutes of placing it, or reorder its tires.`,
          "My Garage keeps your vehicles so you can shop for them in one click.",
          "Account details let you change your name and your password.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "My account", href: "/account" },
          { label: "My Orders", href: "/account/my-orders" },
          { label: "My Garage", href: "/account/my-garage" },
        ],
      },
    ],
  },
  {
    category: "your-account",
    slug: "refer-a-friend",
    title: "How does refer a friend work?",
    description:
      "Friends you invite get up to 30 percent off their first tires; you earn a $10 reward.",
    summary: "Your friend gets up to 30 percent off; you earn $10 when they order.",
    author: CARE,
    publishedOn: "2026-09-22",
    body: [
      {
        type: "paragraph",
        text: "Signed-in members find their own invite link on the refer-a-friend dashboard, and can e-mail it to friends from there. A friend who follows it gets up to 30 percent off their first tires, and you earn a $10 reward once they place their first order.",
      },
      { type: "links", items: [{ label: "Refer a friend", href: "/advocate-dashboard" }] },
    ],
  },
];
