import { Anchor, Divider, Group, Text } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { AuthCard } from './components/AuthCard';
import { LoginForm } from './components/LoginForm';
import { safeNextPath } from '../../lib/next-path';

/** /auth/login: once the session holds a member, back to where they came from (?next=). */
export default function LoginPage() {
  const [search] = useSearchParams();
  const { user } = useSession();
  const next = safeNextPath(search.get('next'));

  if (user) return <Navigate to={next} replace />;

  return (
    <AuthCard title="로그인">
      <LoginForm />
      <Group justify="center" gap="xs">
        <Anchor component={Link} to="/auth/findid" size="sm">
          아이디 찾기
        </Anchor>
        <Divider orientation="vertical" />
        <Anchor component={Link} to="/auth/findpassword" size="sm">
          비밀번호 찾기
        </Anchor>
        <Divider orientation="vertical" />
        <Anchor component={Link} to="/auth/joinagree" size="sm">
          회원가입
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        가입 후 이메일 인증을 마친 계정만 로그인할 수 있습니다.
      </Text>
    </AuthCard>
  );
}
