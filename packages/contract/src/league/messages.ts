/** The Korean words of the online league's calls (decision 035). */
export const LEAGUE_MSG = {
  // Player registration (/league, /admin/league/uid_apply)
  nameRequired: 'PTCGL 플레이어 이름을 입력해주세요.',
  uidInvalid: 'PTCGL 플레이어 ID는 영문, 숫자, 밑줄(_), 하이픈(-)으로 4~32자입니다.',
  applySent: '리그 참가 신청을 접수했습니다. 운영진 확인 후 승인됩니다.',
  applyPending: '이미 처리 중인 참가 신청이 있습니다.',
  applyApprovedAlready: '이미 승인된 리그 플레이어입니다.',
  uidTaken: '다른 회원이 이미 등록한 PTCGL 플레이어 ID입니다.',
  applyMissing: '참가 신청을 찾을 수 없습니다.',
  applyDecided: '이미 처리된 신청입니다.',
  applyApproved: '참가 신청을 승인했습니다.',
  applyRefused: '참가 신청을 거절했습니다.',
  notApprovedPlayer: '승인된 리그 플레이어만 대회에 참가할 수 있습니다. /league에서 참가 신청을 해주세요.',

  // Tournaments
  tournamentMissing: '대회를 찾을 수 없습니다.',
  tournamentNameRequired: '대회 이름을 입력해주세요.',
  dateTimeInvalid: '날짜와 시간을 올바르게 입력해주세요.',
  topCutInvalid: '토너먼트 인원은 0(없음), 2, 4, 8명 중 하나입니다.',
  registrationWindowInvalid: '참가 접수 시작은 대회 시작보다 앞서야 합니다.',
  tournamentSaved: '대회를 저장했습니다.',
  tournamentCancelled: '대회를 취소했습니다.',
  notEditable: '접수 중인 대회만 수정하거나 취소할 수 있습니다.',
  registrationClosed: '참가 접수 기간이 아닙니다.',
  tournamentFull: '참가 인원이 가득 찼습니다.',
  alreadyRegistered: '이미 참가 신청한 대회입니다.',
  registered: '대회 참가 신청이 완료되었습니다.',
  deckUpdated: '덱 리스트를 변경했습니다.',
  notRegistered: '참가 신청하지 않은 대회입니다.',
  unregistered: '대회 참가를 취소했습니다.',
  deckRequired: '덱 리스트를 입력해주세요.',
  deckNot60: (total: number) => `대회 덱은 정확히 60장이어야 합니다. (현재 ${total}장)`,
  illegalCards: (names: string[], marks: string[]) =>
    `이 대회의 레귤레이션(${marks.join(', ')})에서 사용할 수 없는 카드가 있습니다: ${names.join(', ')}`,
  noBasicPokemon: '대회 덱에는 기본 포켓몬이 1장 이상 있어야 합니다.',
  tooManyAceSpecs: (names: string[], count: number) =>
    `ACE SPEC 카드는 덱에 1장만 넣을 수 있습니다: ${names.join(', ')} (${count}장)`,
  tooManyRadiants: (names: string[], count: number) =>
    `찬란한 포켓몬은 덱에 1장만 넣을 수 있습니다: ${names.join(', ')} (${count}장)`,
  prismStarOnce: (names: string[]) =>
    `프리즘스타 카드는 같은 이름으로 1장만 넣을 수 있습니다: ${names.join(', ')}`,
  tooFewPlayers: '참가자가 4명 이상이어야 대회를 시작할 수 있습니다.',
  notRunning: '진행 중인 대회가 아닙니다.',
  alreadyStarted: '이미 시작된 대회입니다.',
  roundUnfinished: (open: number) => `아직 결과가 확정되지 않은 대전이 ${open}개 있습니다.`,
  started: '대회를 시작했습니다. 1라운드 대진이 나왔습니다.',
  roundPaired: (round: number) => `${round}라운드 대진이 나왔습니다.`,
  topCutPaired: (size: number) => `상위 ${size}명 토너먼트 대진이 나왔습니다.`,
  finished: '대회가 종료되었습니다. 최종 순위가 확정되었습니다.',

  // Matches
  matchMissing: '대전을 찾을 수 없습니다.',
  notYourMatch: '내가 참가한 대전의 결과만 보고할 수 있습니다.',
  matchClosed: '결과가 이미 확정된 대전입니다.',
  byeNoReport: '부전승 대전은 결과를 보고할 필요가 없습니다.',
  topCutNoTie: '토너먼트(탑컷) 대전은 무승부로 보고할 수 없습니다.',
  reportWaiting: '결과를 보고했습니다. 상대의 보고를 기다리고 있습니다.',
  reportConfirmed: '두 플레이어의 보고가 일치하여 결과가 확정되었습니다.',
  reportDisputed: '상대의 보고와 결과가 다릅니다. 운영진이 확인 후 결과를 확정합니다.',
  reportContradicts: '이미 보고한 결과와 다릅니다. 결과를 바꾸려면 운영진에게 문의해주세요.',
  resolved: '대전 결과를 확정했습니다.',
  dropped: '대회에서 기권했습니다. 다음 라운드부터 대진에서 빠집니다.',
  droppedAlready: '이미 기권한 참가자입니다.',
  dropTopCut: '토너먼트(탑컷) 중에는 기권할 수 없습니다. 운영진에게 문의해주세요.',

  // Automatic tournaments (/admin/league/auto)
  autoMissing: '자동 생성 규칙을 찾을 수 없습니다.',
  autoSaved: '자동 생성 규칙을 저장했습니다.',
  autoDeleted: '자동 생성 규칙을 삭제했습니다.',
  timeInvalid: '시간은 HH:MM 형식으로 입력해주세요.',

  // Match records (/record)
  recordSaved: '전적을 기록했습니다.',
  recordDeleted: '전적을 삭제했습니다.',
  recordMissing: '전적을 찾을 수 없습니다.',
  recordNotYours: '직접 기록한 전적만 삭제할 수 있습니다.',
  recordLeagueLocked: '리그 대전 전적은 삭제할 수 없습니다.',
  recordDeckRequired: '사용한 덱을 선택하거나 입력해주세요.',
  userMissing: '회원을 찾을 수 없습니다.',

  // Business card
  businessCardSaved: '명함을 저장했습니다.',
  deckNotYours: '내가 만든 덱만 대표 덱으로 고를 수 있습니다.',
  cardMissing: '카드를 찾을 수 없습니다.',

  // The /record form
  recordResultRequired: '승, 패, 무 중 결과를 선택해주세요.',

  // League figures and match records
  archetypeMissing: '덱 아키타입을 찾을 수 없습니다.',
  playerMissing: '리그 플레이어를 찾을 수 없습니다.',
} as const;
