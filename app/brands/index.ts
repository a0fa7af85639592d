import type { BrandId } from "#domain/session-state";
import { adultBrand } from "./adult";
import type { Brand } from "./brand";
import { kidsBrand } from "./kids";

export type { Brand };
export const BRANDS: Record<BrandId, Brand> = { adult: adultBrand, kids: kidsBrand };
