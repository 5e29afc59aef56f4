import { useCallback, useState } from 'react';
import { checkAvailability, type CheckedField } from '../api/availability';
import { fieldProblem } from '../lib/field-rules';
import { errorMessage } from '../../../lib/error-message';

export interface Availability {
  /** The value the answer is about; a different value in the input means the answer is stale. */
  value: string;
  available: boolean;
  message: string;
}

/**
 * Whether an id, nickname or e-mail is free, asked when the input loses focus. A value that breaks the
 * contract's rule is not sent: the rule's own message is what the member needs to see.
 */
export function useAvailability(field: CheckedField) {
  const [result, setResult] = useState<Availability | null>(null);
  const [checking, setChecking] = useState(false);

  const check = useCallback(
    async (raw: string) => {
      const value = raw.trim();
      if (fieldProblem(field, value)) {
        setResult(null);
        return;
      }
      setChecking(true);
      try {
        const answer = await checkAvailability(field, value);
        setResult({ value, ...answer });
      } catch (error) {
        // A refused check (too many, network) is not an answer about the value; say why and let the join decide.
        setResult({ value, available: false, message: errorMessage(error) });
      } finally {
        setChecking(false);
      }
    },
    [field],
  );

  /** The answer for the value now in the input, or null when none is known for it. */
  const resultFor = useCallback(
    (raw: string) => (result && result.value === raw.trim() ? result : null),
    [result],
  );

  return { check, checking, resultFor };
}
