import { Alert, Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SITE_NAME } from '@carddogam/contract/constants';
import { ALLOWED_HOSTS } from '../lib/host-check';

/** Where visitors land when the site is opened from an address that is not its own (§2.1 host check). */
export default function CautionPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>주의</Title>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={`${SITE_NAME} 공식 주소가 아닙니다`}
        >
          지금 보고 계신 주소는 {SITE_NAME}의 공식 주소가 아닐 수 있습니다. 아이디, 비밀번호 같은 개인정보를
          입력하지 마시고 공식 주소로 접속해주세요.
        </Alert>
        {ALLOWED_HOSTS.length > 0 && (
          <Stack gap="xs">
            <Text fw={700}>공식 주소</Text>
            <List>
              {ALLOWED_HOSTS.map((host) => (
                <List.Item key={host}>
                  <Anchor href={`https://${host}/`}>https://{host}</Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
