// The population register (Digital and Population Data Services Agency, DVV): who is the legal
// guardian of whom (spec part 1 §1 "guardian data is checked against a population register").
// The default implementation reads the demo register in our own database (demo-register.ts); a
// real adapter would call the register's guardianship query with the same shape.

/** A child of the guardian as the register knows them. Age is not filtered here. */
export interface RegisterChild {
  /** Personal identity code exactly as issued (century sign kept). */
  identityCode: string;
  firstName: string;
  lastName: string;
}

export interface PopulationRegister {
  /** The children the person (by identity code) is a legal guardian of; empty when none. */
  childrenOfGuardian(guardianIdentityCode: string): Promise<RegisterChild[]>;
}
