// The intents of the contact form's posts (app/routes/profile/contact-info-form.tsx): save, and,
// without JavaScript, add a guardian or remove the one at an index ("removeGuardian:1").
export const CONTACT_INTENT = "saveContactInfo";
export const ADD_GUARDIAN_INTENT = "addGuardian";
export const REMOVE_GUARDIAN_INTENT = "removeGuardian";
