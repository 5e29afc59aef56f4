import type { Mail } from './mailer';

/** The texts of account mails; links point at the web routes of §2.2 with the token in the query. */

export function certificationMail(siteUrl: string, to: string, nickname: string, token: string): Mail {
  const link = `${siteUrl}/auth/email_certification?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: '[카드도감] 이메일 인증을 완료해주세요',
    text: `${nickname}님, 카드도감 가입을 환영합니다.\n\n아래 링크를 열면 이메일 인증이 완료됩니다 (24시간 동안 한 번 사용할 수 있습니다).\n\n${link}\n`,
  };
}

export function passwordResetMail(siteUrl: string, to: string, userId: string, token: string): Mail {
  const link = `${siteUrl}/auth/findpassword?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: '[카드도감] 비밀번호 재설정 안내',
    text: `아이디 ${userId}의 비밀번호 재설정을 요청하셨습니다.\n\n아래 링크에서 새 비밀번호를 정해주세요 (1시간 동안 한 번 사용할 수 있습니다).\n\n${link}\n\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.\n`,
  };
}

export function findIdMail(to: string, userIds: string[]): Mail {
  return {
    to,
    subject: '[카드도감] 아이디 찾기 안내',
    text: `이 이메일 주소로 가입된 아이디입니다.\n\n${userIds.map((id) => `- ${id}`).join('\n')}\n`,
  };
}
