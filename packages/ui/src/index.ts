export {
  getVehicleMakes,
  getVehicleModels,
  getVehicleTrims,
  getVehicleYears,
} from "@treadkit/core/catalog";
export { AffiliateFinder, type AffiliateFinderProps } from "./AffiliateFinder";
export { affiliateCss } from "./affiliate-styles";
export { Dialog, type DialogProps } from "./Dialog";
export {
  adoptStyles,
  Mounting,
  type MountStep,
  mountSoon,
  shadowMount,
  shadowUnmount,
} from "./shadow";
export { uiCss } from "./styles";
export { TireOffers, type TireOffersProps } from "./TireOffers";
export { type TireQuery, TireSearch, type TireSearchProps } from "./TireSearch";
export { TireSizeForm, type TireSizeFormProps } from "./TireSizeForm";
export { tokensCss, widgetHostCss } from "./tokens";
export { type RequestState, useRequest } from "./useRequest";
export { type VehicleChoice, VehiclePicker, type VehiclePickerProps } from "./VehiclePicker";
export { ZipForm, type ZipFormProps } from "./ZipForm";
