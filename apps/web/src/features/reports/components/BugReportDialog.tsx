import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { ERROR_REPORT_CATEGORIES, NATION_LABEL, NATIONS, POINT_RANGES } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { showError, showSuccess } from '../../../lib/toast';
import { useBugReport } from '../api/report-mutations';
import { AppDialog } from '../../../components/AppDialog';

const NATION_OPTIONS = NATIONS.map((n) => ({ value: n, label: `${NATION_LABEL[n]} (${n})` }));

interface BugReportDialogProps {
  cardId: string;
  opened: boolean;
  onClose: () => void;
}

/** 정보오류 제보하기 (§2.8): country, category and content, checked in the order of the §5 messages. */
export function BugReportDialog({ cardId, opened, onClose }: BugReportDialogProps) {
  const [nation, setNation] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const send = useBugReport({
    onSuccess: () => {
      showSuccess(MSG.bugReported);
      setNation(null);
      setCategory(null);
      setContent('');
      onClose();
    },
  });

  const submit = () => {
    if (!nation) return showError(MSG.bugNationRequired);
    if (!category) return showError(MSG.bugCategoryRequired);
    if (!content.trim()) return showError(MSG.contentRequired);
    send.mutate({
      card_id: cardId,
      card_nation: nation as (typeof NATIONS)[number],
      category: category as (typeof ERROR_REPORT_CATEGORIES)[number],
      content,
    });
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title="정보오류 제보하기" centered>
      <Stack gap="sm">
        <Select
          label="발매국가"
          placeholder="발매국가"
          data={NATION_OPTIONS}
          value={nation}
          onChange={setNation}
        />
        <Select
          label="제보 항목"
          placeholder="제보 항목"
          data={[...ERROR_REPORT_CATEGORIES]}
          value={category}
          onChange={setCategory}
        />
        <Textarea
          label="제보 내용"
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          rows={4}
          resize="vertical"
          maxLength={2000}
        />
        <Text size="xs" c="dimmed">
          제보가 반영되면 소정의 포인트({POINT_RANGES.bug.min}~{POINT_RANGES.bug.max}P)가 지급됩니다.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            제보하기
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
