import { type SavedAddress, savedAddressLabel } from "@treadkit/core/session";

/**
 * A signed-in member's saved addresses, one of which fills the form it sits in. Nothing is
 * shown to a guest or to a member who has none.
 */
export function SavedAddressChooser({
  id,
  addresses,
  onChoose,
}: {
  id: string;
  addresses: readonly SavedAddress[];
  onChoose(address: SavedAddress): void;
}) {
  if (addresses.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>Use a saved address</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const chosen = addresses[Number(event.currentTarget.value)];
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="">Choose an address…</option>
        {addresses.map((address, index) => (
          <option key={savedAddressLabel(address)} value={index}>
            {savedAddressLabel(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
