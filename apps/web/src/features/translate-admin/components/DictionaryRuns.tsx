import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useDictionaryRun } from '../api/translate-mutations';

/**
 * 사전 다시 채우기 (adds what the catalogue says and the dictionaries lack) and 사전 적용 (proposes the
 * dictionaries' Korean data for every card lacking it). Both go over the whole catalogue, so each asks first.
 */
export function DictionaryRuns() {
  const seed = useDictionaryRun('seed');
  const apply = useDictionaryRun('apply');
  const ask = (title: string, text: string, run: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: '실행', cancel: '취소' },
      onConfirm: run,
    });

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        loading={seed.isPending}
        onClick={() =>
          ask(
            '사전 다시 채우기',
            '한글판 카드와 포켓몬 이름에서 사전에 없는 항목을 추가합니다. 이미 있는 항목은 바꾸지 않습니다.',
            () => seed.mutate(),
          )
        }
      >
        사전 다시 채우기
      </Button>
      <Button
        size="xs"
        loading={apply.isPending}
        onClick={() =>
          ask(
            '사전 적용',
            '한글 이름·레어도·기술 이름이 없는 카드에 사전의 번역을 미확인 상태로 제안합니다. 한글판 데이터는 바꾸지 않습니다.',
            () => apply.mutate(),
          )
        }
      >
        사전 적용
      </Button>
    </Group>
  );
}
