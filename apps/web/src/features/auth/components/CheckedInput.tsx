import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import type { Availability } from '../hooks/use-availability';

interface CheckedInputProps extends Omit<TextInputProps, 'error' | 'description'> {
  /** A broken rule, shown before any availability answer. */
  problem: string | null;
  availability: Availability | null;
  checking: boolean;
}

/** A join field with its rule message, or the server's answer on whether the value is free. */
export function CheckedInput({ problem, availability, checking, ...props }: CheckedInputProps) {
  const taken = availability && !availability.available ? availability.message : null;
  const free = availability?.available ? availability.message : null;
  return (
    <TextInput
      {...props}
      error={problem ?? taken}
      description={free}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { color: 'var(--mantine-color-teal-7)' } }}
      rightSection={checking ? <Loader size="xs" /> : undefined}
    />
  );
}
