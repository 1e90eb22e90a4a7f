import type { ValueProp } from "@treadkit/core/site";
import { Dialog } from "@treadkit/ui/Dialog";

/** A value proposition's modal: its title and what it means for the shopper. */
export default function ValuePropDialog({ prop, onClose }: { prop: ValueProp; onClose(): void }) {
  return (
    <Dialog open title={prop.title} onClose={onClose} className="value-prop-dialog">
      <p>{prop.description}</p>
    </Dialog>
  );
}
