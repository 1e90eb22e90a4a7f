/**
 * What the tire-scan screens tell a shopper (storefront.md §8, camera): no camera accessible,
 * permission denied, cannot switch camera, canvas unsupported, and a photo with no tire size in
 * it, which leads to retaking it or searching another way.
 */
export type ScanProblem = "noCamera" | "denied" | "cannotSwitch" | "canvas" | "notFound" | "load";

export const SCAN_MESSAGES: Readonly<Record<ScanProblem, string>> = {
  noCamera: "No camera is accessible on this device. Upload a photo of your tire instead.",
  denied:
    "Camera permission was denied. Allow the camera for this site in your browser's settings, or upload a photo instead.",
  cannotSwitch: "This device has only one camera, so it cannot switch cameras.",
  canvas: "This browser cannot read photos here. Type your tire size instead.",
  notFound: "We could not find a tire size in that photo.",
  load: "The tire reader could not be loaded. Check your connection and try again.",
};

/** The steps of a scan, as the screens show them. */
export const SCAN_TEXTS = {
  instruction:
    "Hold your phone within 1 foot of the tire and fit the size lettering, such as 225/50R17 94V, inside the frame.",
  reading: "Reading your tire…",
  onDevice: "Your photo is read on this device. Nothing is sent to us.",
} as const;

/** The problem a camera request failed with, from the error the browser gave. */
export function cameraProblem(error: unknown): ScanProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "NotAllowedError" || name === "SecurityError" ? "denied" : "noCamera";
}
