import { SHOP_RIM_RANGE } from "../cart/rules";

/** The installer sign-up (storefront.md §2 "Programmes", §5): shops applying to fit our tires. */

export const INSTALLER_SIGNUP_PATH = "/installer-signup";
export const PARTNER_PROGRAM_PATH = "/partner-program";

/**
 * The installer agreement of storefront.md §5, as a shop accepts it and as it is stored with the
 * application: rims of 12 to 22 inches (the rims a partner shop is booked for), aspect ratios of
 * 35 and above, and the customer's vehicle taken in within 15 minutes of the booked time.
 */
export const INSTALLER_AGREEMENT = {
  rimMin: SHOP_RIM_RANGE.min,
  rimMax: SHOP_RIM_RANGE.max,
  aspectRatioMin: 35,
  takeInMinutes: 15,
} as const;
export type InstallerAgreement = { [K in keyof typeof INSTALLER_AGREEMENT]: number };

/** The agreement's terms as the form and the confirmation e-mail spell them out. */
export function agreementTerms(agreement: InstallerAgreement = INSTALLER_AGREEMENT): string[] {
  return [
    `Mount and balance tires on rims from ${agreement.rimMin} to ${agreement.rimMax} inches in diameter.`,
    `Fit tires with an aspect ratio of ${agreement.aspectRatioMin} and above.`,
    `Take each customer's vehicle in within ${agreement.takeInMinutes} minutes of their booked install time.`,
  ];
}

/** The most service bays an application may name. */
export const MAX_BAYS = 50;
export const WEBSITE_MAX_LENGTH = 200;
export const COMPANY_MAX_LENGTH = 100;

export const COMPANY_MESSAGE = "Please enter your shop's name";
export const SHOP_PO_BOX_MESSAGE = "Please enter the shop's street address, not a PO box";
export const WEBSITE_MESSAGE = "Please enter a valid website address, such as https://yourshop.com";
export const BAYS_MESSAGE = `Please enter the number of service bays, from 1 to ${MAX_BAYS}`;
export const AGREEMENT_MESSAGE = "Please accept the installer agreement to apply";

export const APPLICATION_RECEIVED_MESSAGE =
  "Thank you! Your application is in. We have e-mailed you a confirmation, and our partner team will e-mail you once it has been reviewed.";
export const APPLICATION_PENDING_MESSAGE =
  "An application from this e-mail address is already waiting for review. We will e-mail you once it has been reviewed.";
export const APPLICATION_LIMIT_MESSAGE =
  "Several applications have been sent from your connection in the last hour. Please try again later.";

/**
 * A shop's website as it is kept: https:// added when no scheme was typed ("sunrisetire.com"),
 * only http and https, a host with a dot; null when it cannot be a website.
 */
export function normaliseWebsite(text: string): string | null {
  const typed = text.trim();
  if (typed === "" || typed.length > WEBSITE_MAX_LENGTH || /\s/.test(typed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const hostIsName = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(url.hostname);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !hostIsName) return null;
  if (url.username || url.password) return null;
  return url.pathname === "/" && !url.search && !url.hash ? url.origin : url.href;
}
