import type { PolicyText } from './policy-text';

/**
 * 크레딧 및 문의 (/policy/creditsandcontact): where the card data and pictures come from, under which
 * terms, whose trademarks they are, that the site is unofficial, and how to reach the operator.
 */
export const CREDITS: PolicyText = {
  title: '크레딧 및 문의',
  effective: '2026-11-25',
  intro:
    '카드도감은 포켓몬 카드 게임을 즐기는 사람들이 만든 비공식 팬 커뮤니티이며, 주식회사 포켓몬코리아, The Pokémon Company, Nintendo, Creatures Inc., GAME FREAK inc.와 관계가 없고 이들의 후원이나 승인을 받지 않았습니다.',
  sections: [
    {
      title: '상표와 저작권',
      items: [
        'Pokémon, 포켓몬, 포켓몬스터와 각 포켓몬의 이름은 Nintendo, Creatures Inc., GAME FREAK inc.의 상표입니다. ©Pokémon. ©Nintendo/Creatures Inc./GAME FREAK inc.',
        '카드의 이름, 기술과 특성의 글, 일러스트, 카드 이미지의 저작권은 The Pokémon Company와 각 일러스트레이터 등 원래의 권리자에게 있습니다.',
        '카드도감은 카드를 찾고 비교하고 시세를 나누기 위한 정보 제공의 목적으로만 이를 보여주며, 권리자의 요청이 있으면 해당 자료를 지체 없이 내리겠습니다.',
      ],
    },
    {
      title: '카드 데이터의 출처',
      items: [
        '북미판 카드 데이터와 이미지 주소: Pokémon TCG API(https://pokemontcg.io)의 공개 데이터 저장소 pokemon-tcg-data(https://github.com/PokemonTCG/pokemon-tcg-data). 이 저장소에는 이용 라이선스가 명시되어 있지 않으므로, 출처를 밝혀 정보 제공의 목적으로만 쓰며 저장소 운영자나 권리자가 요청하면 지체 없이 내리겠습니다.',
        '일본판·국내판 카드 데이터: TCGdex(https://tcgdex.dev)의 공개 데이터 저장소 cards-database(https://github.com/tcgdex/cards-database), MIT 라이선스, Copyright (c) 2021 TCGdex.',
        '포켓몬 이름의 한글 표기(운영진이 확인하기 전의 이름): npm 패키지 pokemon(https://github.com/sindresorhus/pokemon), MIT 라이선스, Copyright (c) Sindre Sorhus.',
        '국내판 카드와 제품 정보: 포켓몬카드 게임 한국 공식 사이트(https://pokemoncard.co.kr)에 공개된 자료를 참고합니다. 공식 사이트의 자료는 그 사이트의 이용 조건을 따릅니다.',
        '한글 이름, 번역, 카드 이미지의 상당수는 회원들의 제보와 운영진의 입력으로 채워졌습니다. 함께 채워주신 모든 분께 감사드립니다.',
      ],
    },
    {
      title: '시세 정보',
      paragraphs: [
        '카드 시세와 거래 통계는 회원이 올린 거래글의 가격을 모은 것으로, 공식 가격이 아니며 실제 거래 가격과 다를 수 있습니다.',
      ],
    },
    {
      title: '오픈소스',
      paragraphs: [
        '카드도감은 React, Mantine, TanStack Query, Fastify, Drizzle ORM, PostgreSQL 등 많은 오픈소스 소프트웨어로 만들어졌습니다. 각 소프트웨어는 저마다의 라이선스를 따릅니다.',
      ],
    },
    {
      title: '문의',
      items: [
        '서비스 이용, 카드 정보 오류, 제휴와 권리 침해 신고는 1:1 문의(/contact/write)로 보내주세요. 회원이 아니어도 답변 받을 이메일 주소를 적어 문의할 수 있습니다.',
        '카드 정보의 오류는 카드 상세 페이지의 정보오류 제보하기로 알려주시면 확인 후 포인트를 드립니다.',
        '개인정보에 관한 문의는 개인정보처리방침(/policy/privacy)의 보호책임자 안내를 따라주세요.',
      ],
    },
  ],
};
