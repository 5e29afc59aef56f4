import { useSearchParams } from 'react-router';
import { AuthCard } from './components/AuthCard';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { ResetRequestForm } from './components/ResetRequestForm';

/** /auth/findpassword: asks for a reset mail; with ?token= from that mail, sets the new password. */
export default function FindPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim();
  if (token) {
    return (
      <AuthCard title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해주세요.">
        <ResetPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="비밀번호 찾기"
      description="아이디와 가입한 이메일을 입력하면 재설정 링크를 보내드립니다."
    >
      <ResetRequestForm />
    </AuthCard>
  );
}
