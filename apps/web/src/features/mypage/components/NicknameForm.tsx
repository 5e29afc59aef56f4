import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/error-message';
import { fieldProblem, useAvailability } from '../../auth';
import { useAccountUpdate } from '../api/mypage-mutations';

/** The nickname, with the same rule and availability check as at join. */
export function NicknameForm({ current }: { current: string }) {
  const [nickname, setNickname] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const availability = useAvailability('nickname');
  const update = useAccountUpdate();
  const changed = nickname.trim() !== current;
  const answer = changed && !problem ? availability.resultFor(nickname) : null;

  const save = () => {
    const found = fieldProblem('nickname', nickname);
    setProblem(found);
    if (found || !changed || answer?.available === false) return;
    update.mutate(
      { nickname: nickname.trim() },
      {
        onSuccess: () => notifications.show({ message: '닉네임이 변경되었습니다.', color: 'teal' }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="닉네임"
        value={nickname}
        onChange={(event) => {
          setNickname(event.currentTarget.value);
          setProblem(null);
        }}
        onBlur={() => {
          setProblem(fieldProblem('nickname', nickname));
          if (changed) void availability.check(nickname);
        }}
        error={problem ?? (answer && !answer.available ? answer.message : null)}
        description={answer?.available ? answer.message : null}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        style={{ flex: 1 }}
      />
      <Button mt={25} onClick={save} loading={update.isPending} disabled={!changed}>
        변경
      </Button>
    </Group>
  );
}
