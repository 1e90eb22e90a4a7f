/** A complete application of a shop, as the API takes it. */
export const application = (email: string) => ({
  company: "Sunrise Tire & Auto",
  firstName: "Ana",
  lastName: "Silva",
  email,
  phone: "(954) 555-0101",
  addressLine1: "100 Las Olas Blvd",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  website: "sunrisetire.example",
  bays: 4,
  offersMobileInstall: true,
  acceptsAgreement: true,
});
