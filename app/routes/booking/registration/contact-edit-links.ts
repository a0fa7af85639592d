import profileStyles from "./registration.css?url";
import profileFormStyles from "#app/ui/profile/profile-form.css?url";

// What the reservation page takes from the contact edit (contact-edit.tsx) in its first load: the
// style sheets and the address's edit parameter, without the edit's form library (decision 239).

export const contactEditStylesheets = [profileFormStyles, profileStyles];

/** The search parameter that opens the edit without JavaScript. */
export const EDIT_CONTACT_PARAM = "editContact";
