import { SizeSearchForm } from "./SizeSearchForm";
import { SearchPills } from "./search/SearchPills";
import { PopularSizes } from "./TireSizeHubPage";

export function HomePage() {
  return (
    <section className="hero">
      <h1>Tires for every car, installed near you</h1>
      <p>Find your size, compare prices and book installation at a shop near you.</p>
      <SearchPills />
      <SizeSearchForm />
      <h2>Popular sizes</h2>
      <PopularSizes />
    </section>
  );
}
