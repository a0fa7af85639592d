// Line icons from Lucide (https://lucide.dev, ISC licence: Copyright (c) for portions of Lucide are
// held by Cole Bemis 2013-2022 as part of Feather (MIT); all other copyright (c) for Lucide are held
// by Lucide Contributors 2022), as path data for LineIcon (app/ui/line-icon.tsx): the page carries
// the shapes it draws and not lucide-react's runtime (decision 258).
import type { LineIconShape } from "#app/ui/line-icon";

/** Lucide "sliders-horizontal". */
export const SlidersHorizontal: LineIconShape = ["M10 5H3","M12 19H3","M14 3v4","M16 17v4","M21 12h-9","M21 19h-5","M21 5h-7","M8 10v4","M8 12H3"];
/** Lucide "x". */
export const Close: LineIconShape = ["M18 6 6 18","m6 6 12 12"];
