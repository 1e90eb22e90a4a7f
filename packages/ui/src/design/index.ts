export { Badges } from "./Badges";
export { EmptyState } from "./EmptyState";
export { Price } from "./Price";
export { Skeleton } from "./Skeleton";
export { Stars } from "./Stars";
export { componentsCss } from "./styles";
export { type Tab, Tabs } from "./Tabs";
