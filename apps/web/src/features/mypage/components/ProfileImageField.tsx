import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useAccountUpdate } from '../api/mypage-mutations';

/**
 * The profile picture. The API offers no upload call for it yet, so the member can only go back to the
 * default picture here.
 */
export function ProfileImageField({ image, nickname }: { image: string | null; nickname: string }) {
  const update = useAccountUpdate();
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={image} size={56} radius="xl" alt="프로필 이미지">
        {nickname.slice(0, 1)}
      </Avatar>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          프로필 이미지
        </Text>
        {image ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ profile_image: null })}
          >
            기본 이미지로 변경
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            기본 이미지를 사용하고 있습니다.
          </Text>
        )}
      </Stack>
    </Group>
  );
}
