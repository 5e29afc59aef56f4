import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/error-message';
import { useAccountUpdate } from '../api/mypage-mutations';

interface SettingSwitchProps {
  field: 'collection_show' | 'email_alarm_agree';
  label: string;
  description: string;
  checked: boolean;
}

/** A yes/no account setting saved as soon as it is flipped. */
export function SettingSwitch({ field, label, description, checked }: SettingSwitchProps) {
  const update = useAccountUpdate();
  return (
    <Switch
      label={label}
      description={description}
      checked={update.isPending ? !checked : checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { [field]: event.currentTarget.checked },
          {
            onSuccess: () => notifications.show({ message: '설정이 저장되었습니다.', color: 'teal' }),
            onError: (error) => notifications.show({ message: errorMessage(error), color: 'red' }),
          },
        )
      }
    />
  );
}
