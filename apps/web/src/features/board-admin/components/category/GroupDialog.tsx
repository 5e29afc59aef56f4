import { useState } from 'react';
import { NumberInput, Stack, TextInput } from '@mantine/core';
import { groupSaveParams } from '@carddogam/contract/calls/board-admin';
import { AppDialog } from '../../../../components/AppDialog';

import { useSaveGroup } from '../../api/category-mutations';
import { DialogSaveFooter } from '../../../../components/DialogSaveFooter';

export interface GroupDraft {
  id?: number;
  name: string;
  sort: number;
}

/** 그룹 추가 / 이름 변경: a group's name and place in the menu. */
export function GroupDialog({ initial, onClose }: { initial: GroupDraft; onClose: () => void }) {
  const save = useSaveGroup();
  const [name, setName] = useState(initial.name);
  const [sort, setSort] = useState<number | string>(initial.sort);
  const [errors, setErrors] = useState<{ name?: string; sort?: string }>({});

  const submit = () => {
    const params = {
      ...(initial.id === undefined ? {} : { id: initial.id }),
      name,
      sort: sort === '' ? Number.NaN : Number(sort),
    };
    const checked = groupSaveParams.safeParse(params);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as 'name' | 'sort';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    save.mutate(params, { onSuccess: onClose });
  };

  return (
    <AppDialog opened onClose={onClose} title={initial.id === undefined ? '그룹 추가' : '그룹 수정'} centered>
      <Stack gap="sm">
        <TextInput
          label="그룹 이름"
          withAsterisk
          value={name}
          maxLength={50}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((old) => ({ ...old, name: undefined }));
          }}
          error={errors.name}
          data-autofocus
        />
        <NumberInput
          label="순서"
          description="작을수록 메뉴의 앞에 나옵니다"
          value={sort}
          onChange={(value) => {
            setSort(value);
            setErrors((old) => ({ ...old, sort: undefined }));
          }}
          min={0}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          error={errors.sort}
        />
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </AppDialog>
  );
}
