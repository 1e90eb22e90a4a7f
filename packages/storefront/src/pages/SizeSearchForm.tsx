import { Form } from "react-router";

/** Tire-size search that works without JavaScript (GET /tire-sizes?size=…). */
export function SizeSearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  return (
    <Form method="get" action="/tire-sizes" className="size-search" role="search">
      <label htmlFor="size-search">Your tire size</label>
      <input
        id="size-search"
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
