import { Form } from "react-router";

/** Tire-size search that works without JavaScript (GET /tire-sizes?size=…). */
export function SizeSearchForm({
  compact = false,
  defaultValue = "",
}: {
  compact?: boolean;
  defaultValue?: string;
}) {
  const id = compact ? "size-search-header" : "size-search";
  return (
    <Form
      method="get"
      action="/tire-sizes"
      className={compact ? "size-search size-search--compact" : "size-search"}
      role="search"
    >
      <label htmlFor={id}>{compact ? "Search by tire size" : "Your tire size"}</label>
      <input
        id={id}
        name="size"
        defaultValue={defaultValue}
        placeholder="225/50R17"
        autoComplete="off"
        required
      />
      <button type="submit">Find tires</button>
    </Form>
  );
}
