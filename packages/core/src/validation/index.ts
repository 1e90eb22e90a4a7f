export { isValidZip, ZIP_MESSAGE, zip5, zipSchema } from "./zip";
