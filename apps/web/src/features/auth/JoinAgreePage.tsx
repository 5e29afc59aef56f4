import { useState } from 'react';
import { Alert, Button, Checkbox, Divider, Stack } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import { useSession } from '../../lib/session';
import { AgreementBox } from './components/AgreementBox';
import { AuthCard } from './components/AuthCard';
import type { JoinAgreement } from './lib/join-agreement';

const RULE_SUMMARY = `카드도감은 포켓몬 카드 정보와 커뮤니티를 제공하는 비공식 서비스입니다.
회원은 다른 회원을 존중하고, 허위 정보나 광고, 타인의 권리를 침해하는 글을 올리지 않아야 합니다.
운영 원칙을 어긴 회원은 이용이 제한(밴)될 수 있습니다.`;

const PRIVACY_SUMMARY = `수집 항목: 아이디, 닉네임, 이메일, 비밀번호(암호화 저장), 접속 기록.
이용 목적: 회원 식별, 이메일 인증과 계정 찾기, 부정 이용 방지.
보관 기간: 회원 탈퇴 시까지 (관련 법령이 정한 경우 그 기간).`;

/** /auth/joinagree: the terms of use and the privacy policy, both required before the join form. */
export default function JoinAgreePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [rule, setRule] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [refused, setRefused] = useState(false);

  if (user) return <Navigate to="/" replace />;

  const next = () => {
    if (!rule || !privacy) {
      setRefused(true);
      return;
    }
    const state: JoinAgreement = { agree_rule: true, agree_privacy: true };
    void navigate('/auth/joinform', { state });
  };
  const setAll = (checked: boolean) => {
    setRule(checked);
    setPrivacy(checked);
  };

  return (
    <AuthCard title="회원가입 약관 동의">
      <Stack gap="md">
        <AgreementBox
          label="이용약관"
          summary={RULE_SUMMARY}
          policyPath="/policy/rule"
          checked={rule}
          onChange={setRule}
        />
        <AgreementBox
          label="개인정보처리방침"
          summary={PRIVACY_SUMMARY}
          policyPath="/policy/privacy"
          checked={privacy}
          onChange={setPrivacy}
        />
        <Divider />
        <Checkbox
          label="모두 동의합니다"
          checked={rule && privacy}
          indeterminate={rule !== privacy}
          onChange={(event) => setAll(event.currentTarget.checked)}
        />
        {refused && (!rule || !privacy) && (
          <Alert color="red" role="alert">
            {MSG.agreeRequired}
          </Alert>
        )}
        <Button onClick={next} fullWidth>
          다음
        </Button>
      </Stack>
    </AuthCard>
  );
}
