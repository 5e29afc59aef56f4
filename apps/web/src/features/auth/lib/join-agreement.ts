/** What /auth/joinagree hands to /auth/joinform in the navigation state. */
export interface JoinAgreement {
  agree_rule: true;
  agree_privacy: true;
}

export function hasAgreed(state: unknown): state is JoinAgreement {
  const value = state as Partial<JoinAgreement> | null;
  return value?.agree_rule === true && value.agree_privacy === true;
}
