import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { AppDialog } from '../../../components/AppDialog';

/**
 * A button that asks before acting: the dialog says what will happen, and its confirm button (named like
 * the action) runs it. The dialog closes once `onConfirm` resolves; a refusal is shown by the caller.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  message,
  confirmLabel = label,
  danger = false,
  pending = false,
  onConfirm,
  ...buttonProps
}: {
  label: ReactNode;
  ariaLabel?: string;
  title: string;
  message: ReactNode;
  confirmLabel?: ReactNode;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => Promise<unknown>;
} & Omit<ButtonProps, 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        color={danger ? 'red' : undefined}
        {...buttonProps}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <AppDialog opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              취소
            </Button>
            <Button
              color={danger ? 'red' : undefined}
              loading={pending}
              onClick={() => void onConfirm().finally(() => setOpen(false))}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </AppDialog>
    </>
  );
}
