import { Link } from "react-router";
import { SizeSearchForm } from "./SizeSearchForm";
import { POPULAR_SIZES } from "./TireSizeHubPage";

export function HomePage() {
  return (
    <section className="hero">
      <h1>Tires for every car, installed near you</h1>
      <p>Find your size, compare prices and book installation at a shop near you.</p>
      <SizeSearchForm />
      <h2>Popular sizes</h2>
      <ul className="size-links">
        {POPULAR_SIZES.map((size) => (
          <li key={size.slug}>
            <Link to={`/tire-sizes/${size.slug}`}>{size.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
