// What the reservation page takes from the contact edit (contact-edit.tsx) in its first load: the
// address's edit parameter, without the edit's form library (decision 239). The edit's styles come
// with the page's own stylesheet (reserve.css, decision 397).

/** The search parameter that opens the edit without JavaScript. */
export const EDIT_CONTACT_PARAM = "editContact";
