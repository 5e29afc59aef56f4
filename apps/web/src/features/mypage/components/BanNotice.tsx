import { Alert, List } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { MSG } from '@carddogam/contract/messages';

/** What a 밴 유저 cannot do (§6), shown on their own pages so the limits are not a surprise. */
export function BanNotice() {
  return (
    <Alert color="dark" icon={<IconBan size={20} />} title="이용이 제한된 계정입니다">
      <List size="sm" spacing={4}>
        <List.Item>{MSG.reviewBanned}</List.Item>
        <List.Item>{MSG.messageBanned}</List.Item>
        <List.Item>이미지·정보·오류 제보 버튼을 사용할 수 없습니다.</List.Item>
      </List>
    </Alert>
  );
}
