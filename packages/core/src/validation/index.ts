export {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_MESSAGE,
  DEALER_RESALE_MESSAGE,
  hasMilitaryPostOffice,
  isAddressComplete,
  isMilitaryAddress,
  isPoBox,
  isValidAddressLine,
  MILITARY_ADDRESS_MESSAGE,
  type MilitaryCheckInput,
  PO_BOX_MESSAGE,
  shippingLineError,
  US_ZIP_MESSAGE,
  usZipSchema,
} from "./address";
export {
  CARD_NUMBER_MESSAGE,
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_REQUIRED_MESSAGE,
  isValidCardNumber,
} from "./card";
export {
  type AddressFormErrors,
  type AddressValidation,
  type BillingAddress,
  type BillingAddressForm,
  billingAddressSchema,
  type CheckoutAddressForm,
  emptyBillingAddress,
  emptyCheckoutAddress,
  type InstallLocationForm,
  type KnownZipPlace,
  OPTIONAL_TEXT_MAX_LENGTH,
  type PickupContactForm,
  type ShippingAddress,
  shippingAddressSchema,
  tooLongMessage,
  validateBillingAddress,
  validateInstallLocation,
  validatePickupContact,
  validateShippingAddress,
} from "./checkout-address";
export { EMAIL_MESSAGE, emailSchema, isValidEmail } from "./email";
export { DB_ID_PATTERN, isDbId, MAX_DB_ID } from "./ids";
export {
  FEDEX_LOCATION_REQUIRED_MESSAGE,
  OUTSIDE_SERVICE_AREA_MESSAGE,
  SHOP_REQUIRED_MESSAGE,
  TIME_SLOT_REQUIRED_MESSAGE,
  VEHICLE_REQUIRED_MESSAGE,
} from "./messages";
export {
  CITY_MESSAGE,
  citySchema,
  FIRST_NAME_MESSAGE,
  firstNameSchema,
  isValidName,
  LAST_NAME_MESSAGE,
  lastNameSchema,
  NAME_MAX_LENGTH,
  nameSchema,
} from "./names";
export {
  DEFAULT_PHONE_TYPE,
  formatPhone,
  internationalPhone,
  isPhoneType,
  isValidPhone,
  normalisePhone,
  PHONE_MESSAGE,
  PHONE_TYPE_MESSAGE,
  PHONE_TYPES,
  type PhoneType,
  phoneHref,
  phoneSchema,
  phoneTypeSchema,
} from "./phone";
export {
  findUsState,
  isMilitaryState,
  isValidUsState,
  MILITARY_STATE_CODES,
  STATE_MESSAGE,
  US_STATES,
  type UsState,
  usStateSchema,
} from "./state";
export { type StripOptions, stripSpecialCharacters } from "./text";
export { isUuid } from "./uuid";
export { isValidZip, ZIP_MESSAGE, zip5 } from "./zip";
export {
  checkZipPlace,
  isUsZip,
  isZipRefusalMessage,
  stateName,
  suggestFromZip,
  type ZipPlace,
  type ZipRefusal,
  type ZipSuggestion,
  zipCityNote,
  zipStateMismatchMessage,
  zipToLookUp,
} from "./zip-place";
export { zipSchema } from "./zip-schema";
