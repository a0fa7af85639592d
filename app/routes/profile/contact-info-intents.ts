// The intent of the contact form's Save (app/routes/profile/contact-info-form.tsx). Adding and
// removing a guardian are the form library's list intents (decision 395).
export const CONTACT_INTENT = "saveContactInfo";
