export { applyMaskedEdit, inputTypeOf } from "./element";
export {
  type DigitMask,
  groupDigits,
  type MaskEdit,
  type MaskedEdit,
  maskDisplay,
  maskEdit,
  maskForField,
  maskValue,
  phoneMask,
  zipMask,
} from "./rules";
