/**
 * All brands of the catalogue, alphabetical. The tables are split by initial to stay readable:
 * brands-a-f.ts, brands-g-m.ts, brands-n-z.ts.
 */
import { BRANDS_A_F } from "./brands-a-f";
import { BRANDS_G_M } from "./brands-g-m";
import { BRANDS_N_Z } from "./brands-n-z";
import type { BrandFact } from "./types";

export const BRANDS: readonly BrandFact[] = [...BRANDS_A_F, ...BRANDS_G_M, ...BRANDS_N_Z];
