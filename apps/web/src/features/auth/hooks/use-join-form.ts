import { useState } from 'react';
import { useJoin } from '../api/auth-mutations';
import { fieldProblem, passwordProblems } from '../lib/field-rules';
import { useAvailability } from './use-availability';

export interface JoinValues {
  user_id: string;
  nickname: string;
  email: string;
  password: string;
  confirm: string;
  email_alarm_agree: boolean;
}

type TextField = Exclude<keyof JoinValues, 'email_alarm_agree'>;
type Problems = Partial<Record<TextField, string | null>>;

const EMPTY: JoinValues = {
  user_id: '',
  nickname: '',
  email: '',
  password: '',
  confirm: '',
  email_alarm_agree: false,
};

function problemOf(field: TextField, values: JoinValues): string | null {
  if (field === 'password' || field === 'confirm') {
    return passwordProblems(values.password, values.confirm)[field];
  }
  return fieldProblem(field, values[field]);
}

const TEXT_FIELDS: TextField[] = ['user_id', 'nickname', 'email', 'password', 'confirm'];

/**
 * The join form: values, the contract's rules checked when a field is left and again on submit, the
 * availability answers, and the join call itself.
 */
export function useJoinForm() {
  const [values, setValues] = useState<JoinValues>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const checks = {
    user_id: useAvailability('user_id'),
    nickname: useAvailability('nickname'),
    email: useAvailability('email'),
  };

  const join = useJoin();

  const setValue = <K extends keyof JoinValues>(field: K, value: JoinValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A problem already shown disappears as soon as the value is fixed, not only on the next blur.
    if (field !== 'email_alarm_agree' && problems[field as TextField]) {
      setProblems((current) => ({
        ...current,
        [field]: problemOf(field as TextField, { ...values, [field]: value }),
      }));
    }
  };

  const blur = (field: TextField) => {
    setProblems((current) => ({ ...current, [field]: problemOf(field, values) }));
    if (field === 'user_id' || field === 'nickname' || field === 'email')
      void checks[field].check(values[field]);
  };

  const submit = () => {
    const found = Object.fromEntries(TEXT_FIELDS.map((f) => [f, problemOf(f, values)])) as Problems;
    setProblems(found);
    const takenField = (['user_id', 'nickname', 'email'] as const).some(
      (f) => checks[f].resultFor(values[f])?.available === false,
    );
    if (Object.values(found).some(Boolean) || takenField) return;
    join.mutate({
      user_id: values.user_id.trim(),
      nickname: values.nickname.trim(),
      email: values.email.trim(),
      password: values.password,
      agree_rule: true,
      agree_privacy: true,
      email_alarm_agree: values.email_alarm_agree,
    });
  };

  const availability = (field: 'user_id' | 'nickname' | 'email') => ({
    availability: problems[field] ? null : checks[field].resultFor(values[field]),
    checking: checks[field].checking,
  });

  return { values, problems, setValue, blur, submit, availability, join };
}
