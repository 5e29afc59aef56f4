import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { BOARD_KINDS } from '@carddogam/contract/calls/board';
import { AppDialog } from '../../../../components/AppDialog';

import { useIsMobile } from '../../../../lib/use-is-mobile';
import type { BoardGroupSetting } from '../../api/board-admin-queries';
import { useSaveBoard } from '../../api/category-mutations';
import { checkBoardDraft, type BoardDraft, type BoardDraftField } from '../../lib/board-form';
import { GateFields } from './GateFields';
import { DialogSaveFooter } from '../../../../components/DialogSaveFooter';

interface BoardFormDialogProps {
  initial: BoardDraft;
  groups: BoardGroupSetting[];
  onClose: () => void;
}

/** 게시판 추가 / 수정: every setting of a board, checked with the save call's schema before sending. */
export function BoardFormDialog({ initial, groups, onClose }: BoardFormDialogProps) {
  const save = useSaveBoard();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BoardDraftField, string>>>({});
  const isMobile = useIsMobile();
  const set = <K extends BoardDraftField>(field: K, value: BoardDraft[K]) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const numberProps = (field: BoardDraftField) => ({
    value: draft[field] as number | string,
    onChange: (value: number | string) => set(field, value as never),
    error: errors[field],
    allowDecimal: false,
    allowNegative: false,
  });

  const submit = () => {
    const checked = checkBoardDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.params, { onSuccess: onClose });
  };

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={initial.id === undefined ? '게시판 추가' : '게시판 수정'}
      size="xl"
      fullScreen={isMobile}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="게시판 이름"
            withAsterisk
            value={draft.name}
            maxLength={50}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
          />
          <Select
            label="그룹"
            withAsterisk
            data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
            value={draft.group_id === null ? null : String(draft.group_id)}
            onChange={(value) => set('group_id', value === null ? null : Number(value))}
            allowDeselect={false}
            error={errors.group_id}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="종류"
            description="DB요청: 글마다 접수/처리중/완료 상태"
            data={[...BOARD_KINDS]}
            value={draft.kind}
            onChange={(value) => value && set('kind', value as BoardDraft['kind'])}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TagsInput
          label="말머리"
          description="입력 후 Enter. 목록에서 뺀 말머리는 기존 글에 그대로 남습니다."
          value={draft.categories}
          onChange={(categories) => set('categories', categories)}
          maxTags={30}
          error={errors.categories}
          clearable
        />
        <GateFields gates={draft.gates} onChange={(gates) => set('gates', gates)} error={errors.gates} />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          <NumberInput
            label="글쓰기 포인트"
            description="비워두면 포인트 설정의 기본값"
            min={0}
            max={10_000}
            {...numberProps('post_points')}
          />
          <NumberInput
            label="댓글 포인트"
            description="비워두면 포인트 설정의 기본값"
            min={0}
            max={10_000}
            {...numberProps('comment_points')}
          />
          <NumberInput label="페이지당 글 수" min={5} max={100} {...numberProps('rows_per_page')} />
          <NumberInput
            label="베스트 추천 수"
            description="0이면 베스트 탭 없음"
            min={0}
            max={10_000}
            {...numberProps('best_votes')}
          />
          <NumberInput
            label="블라인드 기준 점수"
            description="신고 점수 합이 이만큼 되면 자동 블라인드"
            min={1}
            max={1000}
            {...numberProps('blind_threshold')}
          />
          <NumberInput label="순서" description="작을수록 앞" min={0} max={10_000} {...numberProps('sort')} />
        </SimpleGrid>
        <Switch
          label="이미지 첨부 허용"
          checked={draft.images_allowed}
          onChange={(event) => set('images_allowed', event.currentTarget.checked)}
        />
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </AppDialog>
  );
}
