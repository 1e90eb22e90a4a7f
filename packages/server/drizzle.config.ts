import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module owns its tables in modules/<m>/<m>.schema.ts; db/ holds the shared ones.
  schema: ["./src/modules/*/*.schema.ts", "./src/db/*.schema.ts"],
  out: "./drizzle",
});
