import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { compareStore } from "../../compare";

const CompareTray = lazy(() => import("./CompareTray"));

/** The compare tray, loaded once the page is live and a tire is held (or one was refused). */
export function CompareTrayHost() {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? <HeldTires /> : null;
}

function HeldTires() {
  const store = compareStore();
  const items = useStore(store.$compare);
  const notice = useStore(store.$compareNotice);
  if (items.length === 0 && !notice) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
