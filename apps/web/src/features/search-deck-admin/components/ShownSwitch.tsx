import { Switch } from '@mantine/core';

/** The 표시 / 숨김 switch of a settings row. */
export function ShownSwitch({
  subject,
  shown,
  busy,
  onToggle,
}: {
  subject: string;
  shown: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <Switch
      aria-label={`${subject} 표시`}
      checked={shown}
      disabled={busy}
      onChange={onToggle}
      label={shown ? '표시' : '숨김'}
      size="sm"
    />
  );
}
