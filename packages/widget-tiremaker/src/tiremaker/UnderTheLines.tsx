import type { TireMakerStore } from "@treadkit/core/widget";
import { NearbyInstallers } from "./NearbyInstallers";
import { SizeFinder } from "./SizeFinder";

/**
 * What sits under the brand's lines: the size finder, then the shops near a ZIP. One chunk, so
 * that they arrive together and neither moves the other on the way in.
 */
export function UnderTheLines({ store }: { store: TireMakerStore }) {
  return (
    <>
      <SizeFinder store={store} />
      <NearbyInstallers store={store} />
    </>
  );
}
