// Every message a domain schema can produce. Messages are catalog keys, never English text:
// the UI translates them (fi/sv/en) and a catalog test checks that each key exists.
// Keys with a placeholder get their value from the issue (see validation-details.ts) or the UI.

export const VALIDATION_KEYS = {
  /** "This field is required" */
  required: "validation.required",
  /** "Please check this value" — structural errors a form user cannot normally cause. */
  invalidValue: "validation.invalidValue",
  /** "Maximum character length is {n}" */
  maxLength: "validation.maxLength",
  /** "Minimum character length is {n}" */
  minLength: "validation.minLength",
  /** "Please check your identity number" */
  identityCodeInvalid: "validation.identityCode.invalid",
  /** "The final part of the personal identity code is incorrect. Please check and try again." */
  ssnEndPartInvalid: "validation.ssnEndPart.invalid",
  /** "Please enter your phone number, eg. +358401234567" */
  phoneInvalid: "validation.phone.invalid",
  /** "Please enter your email, eg. {email}" ({email} is an example address the UI supplies) */
  emailInvalid: "validation.email.invalid",
  /** "Zipcode length should be 5 and can only contain numbers" */
  zipCodeInvalid: "validation.zipCode.invalid",
  /** "Please enter your first name" */
  firstNameRequired: "validation.firstName.required",
  /** "Please enter your last name" */
  lastNameRequired: "validation.lastName.required",
  /** "You can add at most {n} guardians" */
  guardiansTooMany: "validation.guardians.tooMany",
  /** "Please accept the terms of use" */
  termsOfUseRequired: "validation.termsOfUse.required",
  /** "Please confirm that you understand the reservation is binding" */
  bindingReservationRequired: "validation.bindingReservation.required",
  /** "Character limit exceeded" */
  arrivalReasonTooLong: "validation.arrivalReason.tooLong",
  /** "Please enter a subject" */
  threadSubjectRequired: "validation.threadSubject.required",
  /** "Please write a message" */
  threadMessageRequired: "validation.threadMessage.required",
  /** "Please choose an answer" (a yes/no or choice question) */
  choiceRequired: "validation.choice.required",
  /** "Please enter a number" */
  numberInvalid: "validation.number.invalid",
  /** "The value must be at least {n}" */
  numberTooSmall: "validation.number.tooSmall",
  /** "The value must be at most {n}" */
  numberTooLarge: "validation.number.tooLarge",
  /** "Please enter a date" (a valid calendar date) */
  dateInvalid: "validation.date.invalid",
  /** "The file name has characters that are not allowed. Rename the file and try again." (control or direction characters) */
  fileNameInvalid: "validation.fileName.invalid",
} as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** The full list, for the catalog completeness test. */
export const ALL_VALIDATION_KEYS: readonly ValidationKey[] = Object.values(VALIDATION_KEYS);

export function isValidationKey(value: string): value is ValidationKey {
  return (ALL_VALIDATION_KEYS as readonly string[]).includes(value);
}
