import type { PolicyText } from './policy-text';

/** 이메일무단수집거부 (/policy/denyemail), after 정보통신망법 §50-2 (unauthorised collection of e-mail addresses). */
export const DENY_EMAIL: PolicyText = {
  title: '이메일무단수집거부',
  effective: '2026-11-25',
  intro:
    '카드도감은 게시된 이메일 주소가 전자우편 수집 프로그램이나 그 밖의 기술적 장치를 이용하여 무단으로 수집되는 것을 거부합니다.',
  sections: [
    {
      title: '무단 수집의 금지',
      items: [
        '누구든지 카드도감에 게시된 이메일 주소를 운영자의 동의 없이 자동 수집 프로그램 등으로 수집할 수 없습니다.',
        '이렇게 수집한 이메일 주소를 판매·유통하거나 광고성 정보 전송에 이용할 수 없습니다.',
        '게시판, 거래글, 쪽지, 프로필 등 회원이 올린 글에 적힌 다른 회원의 이메일 주소도 같습니다.',
      ],
    },
    {
      title: '관련 법령',
      paragraphs: [
        '「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 제50조의2(전자우편주소의 무단 수집행위 등 금지)를 위반한 자는 같은 법 제74조에 따라 1천만원 이하의 벌금에 처해질 수 있습니다.',
      ],
    },
    {
      title: '신고',
      paragraphs: [
        '무단 수집이나 이를 이용한 광고 메일을 발견하면 1:1 문의(/contact/write)로 알려주세요. 불법 스팸은 한국인터넷진흥원 불법스팸대응센터(spam.kisa.or.kr, 국번 없이 118)에 신고할 수 있습니다.',
      ],
    },
    {
      title: '부칙',
      paragraphs: ['이 고지는 2026-11-25부터 시행합니다.'],
    },
  ],
};
