export { tiremakerCss } from "./styles";
export { TireMaker } from "./TireMaker";
