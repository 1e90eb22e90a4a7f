export { BrandCatalog } from "./BrandCatalog";
export type { CartSummaryModalProps } from "./CartSummaryModal";
export { NearbyInstallers } from "./NearbyInstallers";
export { tiremakerCss } from "./styles";
export { TireMaker, type TireMakerProps } from "./TireMaker";
