export { formatCents } from "./format";
