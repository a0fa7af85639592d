import type { ComponentType } from "react";

/** A page of the framework floor app, as generated from a real page (bench/framework-floor/generate.ts). */
export interface FloorPage {
  key: string;
  routeId: string;
  htmlAttributes: Record<string, string>;
  Head: ComponentType;
  Body: ComponentType;
  /** Every matched route's loader data, as the real page's single fetch answered it. */
  turboStream: string;
}
