import { Divider, Paper, Stack, Text } from '@mantine/core';
import { RequireLogin } from '../../app/guards/RequireLogin';
import type { SessionUser } from '../../lib/session';
import { MypageLayout } from './components/MypageLayout';
import { NicknameForm } from './components/NicknameForm';
import { ProfileImageField } from './components/ProfileImageField';
import { SettingSwitch } from './components/SettingSwitch';

function AccountSettings({ user }: { user: SessionUser }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <ProfileImageField image={user.profile_image ?? null} nickname={user.nickname} />
        <NicknameForm current={user.nickname} />
        <Text size="sm" c="dimmed">
          이메일 {user.email}
        </Text>
        <Divider />
        <SettingSwitch
          field="collection_show"
          label="콜렉션북 공개"
          description="끄면 다른 회원이 내 콜렉션북을 볼 수 없습니다."
          checked={user.collection_show ?? false}
        />
        <SettingSwitch
          field="email_alarm_agree"
          label="이메일 알림 받기"
          description="새 알림을 이메일로도 받습니다."
          checked={user.email_alarm_agree ?? false}
        />
      </Stack>
    </Paper>
  );
}

/** /mypage/update: nickname, profile picture, collection_show and email_alarm_agree, each saved alone. */
export default function UpdatePage() {
  return (
    <RequireLogin>
      {(user) => (
        <MypageLayout title="회원정보 수정">
          <AccountSettings key={user.user_id} user={user} />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}
