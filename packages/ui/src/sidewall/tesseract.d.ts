/** tesseract.js's browser build as an ES module: its API as one default export. */
declare module "tesseract.js/dist/tesseract.esm.min.js" {
  import type * as Tesseract from "tesseract.js";

  const tesseract: typeof Tesseract;
  export default tesseract;
}
