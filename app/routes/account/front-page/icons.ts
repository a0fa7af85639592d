// Line icons from Lucide (https://lucide.dev, ISC licence: Copyright (c) for portions of Lucide are
// held by Cole Bemis 2013-2022 as part of Feather (MIT); all other copyright (c) for Lucide are held
// by Lucide Contributors 2022), as path data for LineIcon (app/ui/line-icon.tsx): the page carries
// the shapes it draws and not lucide-react's runtime (decision 258).
import type { LineIconShape } from "#app/ui/line-icon";

/** Lucide "calendar-plus". */
export const CalendarPlus: LineIconShape = ["M16 18h6","M16 2v3","M19 15v6","M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3","M3 9h18","M8 2v3"];
/** Lucide "message-square". */
export const MessageSquare: LineIconShape = ["M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z"];
/** Lucide "pill". */
export const Pill: LineIconShape = ["m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z","m8.5 8.5 7 7"];
/** Lucide "flask-conical". */
export const FlaskConical: LineIconShape = ["M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2","M6.453 15h11.094","M8.5 2h7"];
/** Lucide "receipt". */
export const Receipt: LineIconShape = ["M12 17V7","M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8","M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z"];
/** Lucide "calendar-clock". */
export const CalendarClock: LineIconShape = ["M16 2v3","M17 15.5v1.7l1 .625","M21 8.936V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h3.935","M3 9h9.873","M8 2v3","M12 17a5 5 0 1 0 10 0a5 5 0 1 0 -10 0"];
