// The Kela card section on the contact tab of My information (spec part 1 §4 "Kela image upload").

export type KelaCardSectionData = { placeholder?: never };

export function KelaCardSection(_props: { section: KelaCardSectionData | null }) {
  return null;
}
