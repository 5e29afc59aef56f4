import { useState } from 'react';
import { passwordProblems } from '../lib/field-rules';

const NO_PROBLEMS = { password: null, confirm: null };

/** New password + confirmation with the contract's rule; `validate` says whether both are fine. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password: string | null; confirm: string | null }>(NO_PROBLEMS);

  const validate = () => {
    const found = passwordProblems(password, confirm);
    setProblems(found);
    return !found.password && !found.confirm;
  };
  const reset = () => {
    setPassword('');
    setConfirm('');
    setProblems(NO_PROBLEMS);
  };

  return {
    fields: { password, confirm, onPassword: setPassword, onConfirm: setConfirm, problems },
    validate,
    reset,
  };
}
