export { InstallerFinder } from "./InstallerFinder";
export { InstallerList, type InstallerListProps } from "./InstallerList";
export { adoptStyles } from "./shadow";
export { uiCss } from "./styles";
export { ZipForm, type ZipFormProps } from "./ZipForm";
