export { tiremakerCss } from "./styles";
export { TireMaker, type TireMakerProps } from "./TireMaker";
