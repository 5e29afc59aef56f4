/**
 * Every Korean UI string the spec gives, verbatim, in one place so tests can check them (§5, §6, §8).
 * Strings that the spec gives only as an English gloss are written here in natural Korean.
 */
export const MSG = {
  ipBanned: '이 아이피는 운영자에 의해 차단되었습니다.',
  cardMissing: '해당 ID로는 등록된 카드정보가 없습니다.',
  noSearchConditions: '검색 조건이 없습니다.',
  noSearchResults: '검색 결과가 없습니다.',
  rankingEmpty: '해당 조건에 맞는 데이터가 없습니다',
  tradePostsEmpty: '해당 카드의 카드거래글이 없습니다.',
  decksEmpty: '아직 이 카드로 만든 덱 레시피가 없습니다',
  editHistoryEmpty: '이 카드는 수정내역이 없습니다',
  chartEmpty: '판매글 없음',
  reviewDeleteConfirm: '해당 리뷰를 삭제하시겠습니까?',
  priceCreated: '가격정보가 정상적으로 추가되었습니다',
  cardCopied: '카드가 정상적으로 복사되었습니다.',
  imageReported: '이미지 등록 신청이 완료되었습니다.',
  infoReported: '정보 입력/수정이 제보되었습니다.',
  bugReported: '정보오류가 제보되었습니다.',
  reviewBlinded: '리뷰가 블라인드되었습니다.',
  reviewUnblinded: '블라인드 해제되었습니다.',
  cardImageReset: '카드 이미지가 초기화되었습니다.',
  cardNameCopied: '카드이름이 복사되었습니다',
  cardIdCopied: '카드ID가 복사되었습니다',
  cardIdCopiedPanel: '카드 ID가 복사되었습니다',
  cardUrlCopied: '카드주소가 복사되었습니다',
  blindedReview: '해당 평가는 관리자에 의해 블라인드 처리되었습니다.',
  // §5 validation
  copyPreIdRequired: '선입력 카드 (ID)를 입력해주세요',
  copySetRequired: '제품명을 선택해주세요',
  imageRequired: '등록하실 이미지를 선택해주세요',
  imageNationRequired: '등록하실 이미지의 발매 국가를 선택해주세요',
  infoNationRequired: '제보할 카드 정보의 국가를 선택해주세요',
  contentRequired: '제보 내용을 입력해주세요',
  bugNationRequired: '발매국가를 선택해주세요',
  bugCategoryRequired: '제보 항목을 선택해주세요',
  editIdRequired: '고유아이디는 필수입력값입니다.',
  editNameRequired: '영어이름은 필수입력값입니다.',
  editSupertypeRequired: '슈퍼속성은 필수입력값입니다.',
  editNumberRequired: '블록넘버는 필수입력값입니다.',
  editPrintedTotalRequired: '토탈넘버는 필수입력값입니다.',
  editSetNameRequired: '제품명은 필수입력값입니다.',
  reviewLoginRequired: '카드 평가는 로그인 이후에만 가능합니다.',
  reviewBanned: '밴 유저는 밴 기간동안 리뷰가 제한됩니다.',
  reviewRatingRequired: '카드 평가를 달기 위해서는 성능과 수집 평점 중 1개 이상 참여하셔야 합니다.',
  reviewEditRatingRequired: '카드 댓글을 달기 위해서는 성능과 수집 평점 중 1개 이상 참여하셔야 합니다.',
  // §6 permissions
  messageBanned: '밴 유저는 쪽지 보내기가 제한됩니다.',
  messageSelf: '자신에게는 쪽지를 보낼 수 없습니다.',
  jpEditorOnlyJp: '해당 아이디는 일어카드만 수정 가능합니다',
  otherManagerCard: '다른 매니저가 수정한 카드를 수정할 수 없습니다.',
  privateDeck: '비공개된 덱은 작성자 외에는 볼 수 없습니다.',
  privateCollection: '해당 유저는 콜렉션북을 비공개하였습니다',
  // Generic server answers
  badRequest: '요청 형식이 올바르지 않습니다.',
  nulCharacter: '입력값에 쓸 수 없는 문자(NUL)가 들어 있습니다.',
  notFound: '요청하신 기능을 찾을 수 없습니다.',
  loginRequired: '로그인이 필요합니다.',
  forbidden: '이 기능을 사용할 권한이 없습니다.',
  serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  /** A write the database gave up on twice because of other writes at the same moment (a 503). */
  busy: '요청이 몰려 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  preparing: '준비 중',
  userMissing: '해당 유저를 찾을 수 없습니다.',
  // Accounts (§2.1 auth routes); the spec gives no wording, so these are written in plain Korean.
  loginFailed: '아이디 또는 비밀번호가 올바르지 않습니다.',
  loginTooMany: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
  emailNotCertified: '이메일 인증 후 로그인할 수 있습니다. 메일함을 확인해주세요.',
  userIdInvalid: '아이디는 영문으로 시작하는 4~20자의 영문, 숫자, 밑줄(_)이어야 합니다.',
  userIdReserved: '사용할 수 없는 아이디입니다.',
  userIdTaken: '이미 사용 중인 아이디입니다.',
  nicknameInvalid: '닉네임은 공백 없이 2~12자여야 합니다.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  passwordInvalid: '비밀번호는 8~64자여야 합니다.',
  passwordWrong: '현재 비밀번호가 올바르지 않습니다.',
  agreeRequired: '이용약관과 개인정보처리방침에 모두 동의해주세요.',
  available: '사용 가능합니다.',
  tokenInvalid: '링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.',
  emailCertified: '이메일 인증이 완료되었습니다.',
  joinMailSent: '가입이 완료되었습니다. 이메일로 보내드린 링크를 열어 인증을 완료해주세요.',
  mailSentIfExists: '입력하신 정보와 일치하는 회원이 있으면 메일을 보냈습니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 다시 로그인해주세요.',
  crossSite: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
  adminOnly: '관리자만 사용할 수 있는 기능입니다.',
  staffOnly: '운영진만 사용할 수 있는 기능입니다.',
  bannedUser: '밴 유저는 이 기능을 사용할 수 없습니다.',
  selfTypeChange: '자신의 등급은 변경할 수 없습니다.',
  useBanCall: '밴은 밴/밴 해제 기능으로 처리해주세요.',
  notBanned: '밴 상태인 유저가 아닙니다.',
  ipInvalid: '올바른 IP 주소를 입력해주세요.',
  pointSettingMissing: '포인트 설정이 없는 활동입니다.',
  // Image uploads (trade posts, card image reports)
  imageFileMissing: '올릴 이미지 파일을 선택해주세요.',
  imageNotImage: '이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.',
  imageTooLarge: '이미지는 10MB까지 올릴 수 있습니다.',
} as const;

const NATION_KO = { kr: '한글', en: '영어', jp: '일본어' } as const;
const CARD_KO = { kr: '한글', en: '영어', jp: '일본' } as const;

/** 'No <language> card info entered yet', with the points invitation for kr and jp (§2.4). */
export function noDataNotice(nation: 'kr' | 'en' | 'jp'): string {
  const base = `아직 ${NATION_KO[nation]} 카드 정보가 입력되지 않았습니다.`;
  return nation === 'en'
    ? base
    : `${base} 카드 정보를 입력해주시면 소정의 포인트를 드립니다. 많은 참여 부탁드립니다.`;
}

/** Not-released notices (§2.4). */
export const NOT_RELEASED: Record<'kr' | 'en' | 'jp', string> = {
  kr: '이 카드는 국내에 발매되지 않았습니다.',
  en: '영어판 카드가 발매되지 않았습니다.',
  jp: '이 카드는 일본에 발매되지 않았습니다.',
};

/** '<language> card is not released yet, so it cannot be registered in card trade.' (§2.17) */
export function notReleasedForTrade(nation: 'kr' | 'en' | 'jp'): string {
  return `${CARD_KO[nation]} 카드는 아직 발매되지 않아 카드거래에 등록할 수 없습니다.`;
}

/** 'N장이 추가되었습니다' — N is the amount, or 1 when the amount is 0 (§2.1). */
export function cardsAddedText(amount: number): string {
  return `${amount === 0 ? 1 : amount}장이 추가되었습니다`;
}

/**
 * Community boards (/board/*, /admin/board/*; decision 026). The spec gives no wording: written in the
 * plain Korean of the boards members know. Limits named in a message are the contract's own (calls/board).
 */
export const BOARD_MSG = {
  loginRequired: '로그인 후 이용할 수 있습니다.',
  /** Worded like the review refusal of §5 ('밴 유저는 밴 기간동안 리뷰가 제한됩니다.'). */
  banned: '밴 유저는 밴 기간동안 게시글과 댓글 작성이 제한됩니다.',
  boardNotFound: '존재하지 않는 게시판입니다.',
  groupNotFound: '존재하지 않는 게시판 그룹입니다.',
  postNotFound: '해당 게시글을 찾을 수 없습니다.',
  commentNotFound: '해당 댓글을 찾을 수 없습니다.',
  noList: '이 게시판의 목록을 볼 권한이 없습니다.',
  noRead: '이 게시글을 읽을 권한이 없습니다.',
  noWrite: '이 게시판에 글을 쓸 권한이 없습니다.',
  noComment: '이 게시판에 댓글을 쓸 권한이 없습니다.',
  noticeModeratorOnly: '공지는 운영진만 등록할 수 있습니다.',
  moderatorOnly: '게시판 관리 권한이 있는 운영진만 사용할 수 있는 기능입니다.',
  notOwner: '본인이 작성한 글만 수정하거나 삭제할 수 있습니다.',
  commentNotOwner: '본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다.',
  commentHasReplies: '답글이 달린 댓글은 수정하거나 삭제할 수 없습니다.',
  postHasComments: '댓글이 달린 게시글은 삭제할 수 없습니다.',
  replyDepth: '답글에는 답글을 달 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자까지 쓸 수 있습니다.',
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: '내용이 너무 깁니다. 100KB 이하로 줄여주세요.',
  commentRequired: '댓글 내용을 입력해주세요.',
  commentTooLong: '댓글은 1,000자까지 쓸 수 있습니다.',
  categoryInvalid: '이 게시판에 없는 말머리입니다.',
  imagesOff: '이 게시판에는 이미지를 올릴 수 없습니다.',
  tooManyImages: '이미지는 한 글에 30장까지 올릴 수 있습니다.',
  voteOwn: '본인이 쓴 글은 추천하거나 비추천할 수 없습니다.',
  alreadyVoted: '이미 추천 또는 비추천한 글입니다.',
  voteBlinded: '블라인드된 게시글에는 추천할 수 없습니다.',
  reportOwn: '본인이 쓴 글은 신고할 수 없습니다.',
  alreadyReported: '이미 신고하셨습니다.',
  reportReasonRequired: '신고 사유를 선택해주세요.',
  reportDetailRequired: '기타 신고 사유를 입력해주세요.',
  reported: '신고가 접수되었습니다.',
  blindedPost: '신고가 누적되어 블라인드 처리된 게시글입니다.',
  blindedComment: '신고가 누적되어 블라인드 처리된 댓글입니다.',
  deletedComment: '삭제된 댓글입니다.',
  reviewRequested: '블라인드된 글을 수정하여 운영진에게 검토를 요청했습니다.',
  newAccountPosts: '가입 후 하루 동안은 게시글을 3개까지 쓸 수 있습니다.',
  newAccountInterval: '가입 후 하루 동안은 2분에 한 번만 글을 쓸 수 있습니다. 잠시 후 다시 시도해주세요.',
  newAccountComments: '가입 후 하루 동안은 댓글을 10개까지 쓸 수 있습니다.',
  keywordRequired: '검색어를 입력해주세요.',
  groupHasBoards: '게시판이 남아 있는 그룹은 삭제할 수 없습니다.',
  boardHasPosts: '게시글이 있는 게시판은 삭제할 수 없습니다. 게시글을 먼저 옮기거나 삭제해주세요.',
  boardNameTaken: '이미 있는 게시판 이름입니다.',
  groupNameTaken: '이미 있는 그룹 이름입니다.',
  notDbRequest: '카드/DB 추가 요청 게시판의 글이 아닙니다.',
  deleteConfirm: '해당 게시글을 삭제하시겠습니까?',
  commentDeleteConfirm: '해당 댓글을 삭제하시겠습니까?',
  saved: '게시글이 등록되었습니다.',
  updated: '게시글이 수정되었습니다.',
  deleted: '게시글이 삭제되었습니다.',
  linkCopied: '게시글 주소가 복사되었습니다.',
  blindDone: '게시글이 블라인드되었습니다.',
  unblindDone: '블라인드 해제되었습니다.',
  moved: '게시글이 이동되었습니다.',
} as const;

/**
 * Banners of the ad placements (§2.22, §3 "Ads banner setting"), managed by 관리자 at /admin/board/ads and
 * the other placement screens. The spec gives no wording: written like the board messages above.
 */
export const BANNER_MSG = {
  placementInvalid: '없는 배너 위치입니다.',
  linkInvalid:
    '링크는 http:// 또는 https://로 시작하는 주소나 /로 시작하는 사이트 경로만 입력할 수 있습니다.',
  linkTooLong: '링크는 500자까지 입력할 수 있습니다.',
  imageRequired: '배너 이미지를 올려주세요.',
  imageMissing: '배너 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.',
  sortInvalid: '순서는 0부터 10,000 사이의 숫자로 입력해주세요.',
  bannerNotFound: '해당 배너를 찾을 수 없습니다.',
  saved: '배너가 저장되었습니다.',
  deleted: '배너가 삭제되었습니다.',
  deleteConfirm: '해당 배너를 삭제하시겠습니까?',
  shown: '배너 노출을 켰습니다.',
  hidden: '배너 노출을 껐습니다.',
} as const;

/** The board settings form of /admin/board/category; the limits named are those of calls/board-admin. */
export const BOARD_SETTING_MSG = {
  groupRequired: '게시판 그룹을 선택해주세요.',
  sortInvalid: '순서는 0부터 10,000 사이의 숫자로 입력해주세요.',
  categoryEmpty: '빈 말머리는 추가할 수 없습니다.',
  categoryTooLong: '말머리는 30자까지 쓸 수 있습니다.',
  tooManyCategories: '말머리는 30개까지 만들 수 있습니다.',
  pointsInvalid: '포인트는 0부터 10,000 사이의 숫자로 입력하거나 비워두세요.',
  rowsPerPageInvalid: '페이지당 글 수는 5부터 100 사이로 입력해주세요.',
  bestVotesInvalid: '베스트 추천 수는 0부터 10,000 사이로 입력해주세요.',
  blindThresholdInvalid: '블라인드 기준 점수는 1부터 1,000 사이로 입력해주세요.',
  minGradeInvalid: '최소 등급은 0부터 12 사이로 입력해주세요.',
} as const;

/** 1:1 inquiries (/contact/*, /admin/main/contact; decision 032). */
export const CONTACT_MSG = {
  categoryRequired: '문의 유형을 선택해주세요.',
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자까지 쓸 수 있습니다.',
  contentRequired: '문의 내용을 입력해주세요.',
  contentTooLong: '문의 내용은 5,000자까지 쓸 수 있습니다.',
  emailRequired: '답변을 받을 이메일 주소를 입력해주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  imageInvalid: '올바른 이미지 주소가 아닙니다. 이미지를 다시 올려주세요.',
  tooManyImages: '이미지는 3장까지 올릴 수 있습니다.',
  answerRequired: '답변 내용을 입력해주세요.',
  answerTooLong: '답변은 5,000자까지 쓸 수 있습니다.',
  /** The same words whether the inquiry does not exist or is someone else's, so ids reveal nothing. */
  notFound: '문의를 찾을 수 없거나 볼 수 있는 권한이 없습니다.',
  loginOrLink: '로그인하거나 메일로 받은 링크로 문의를 확인해주세요.',
  alreadyAnswered: '이미 답변이 등록된 문의입니다.',
  tooMany: '문의를 너무 자주 보냈습니다. 잠시 후 다시 시도해주세요.',
  sent: '문의가 접수되었습니다. 답변이 등록되면 알려드립니다.',
  guestSent: '문의가 접수되었습니다. 입력하신 이메일로 문의를 확인할 수 있는 링크를 보냈습니다.',
  answered: '답변을 등록했습니다.',
  empty: '문의 내역이 없습니다.',
  waiting: '답변을 준비하고 있습니다. 답변이 등록되면 알림으로 알려드립니다.',
} as const;

/** Private messages (/mypage/message; decision 032). The two §6 rules are MSG.messageBanned and MSG.messageSelf. */
export const MESSAGE_MSG = {
  recipientRequired: '받는 사람의 닉네임을 입력해주세요.',
  recipientMissing: '존재하지 않는 회원입니다.',
  contentRequired: '쪽지 내용을 입력해주세요.',
  contentTooLong: '쪽지는 2,000자까지 쓸 수 있습니다.',
  /** Also the answer to a member who blocked the sender: the block is not revealed. */
  refused: '상대방에게 쪽지를 보낼 수 없습니다.',
  newMemberLimit: '가입 후 7일 동안은 하루에 쪽지를 10통까지 보낼 수 있습니다.',
  notFound: '쪽지를 찾을 수 없습니다.',
  tradePostMissing: '해당 거래글을 찾을 수 없습니다.',
  sent: '쪽지를 보냈습니다.',
  deleted: '쪽지를 삭제했습니다.',
  deleteConfirm: '선택한 쪽지를 삭제하시겠습니까? 상대방의 쪽지함에서는 지워지지 않습니다.',
  blocked: '차단했습니다. 이 회원의 쪽지를 더 이상 받지 않습니다.',
  unblocked: '차단을 해제했습니다.',
  selfBlock: '자신은 차단할 수 없습니다.',
  retention: '쪽지는 보낸 날로부터 1년간 보관되며, 그 뒤에는 자동으로 삭제됩니다.',
  selectRequired: '삭제할 쪽지를 선택해주세요.',
} as const;

/** Member reports (신고하기 in the user menu, on a message and a trade post; /admin/user/reported; decision 032). */
export const MEMBER_REPORT_MSG = {
  targetRequired: '신고할 회원을 지정해주세요.',
  targetMissing: '존재하지 않는 회원입니다.',
  reasonRequired: '신고 사유를 선택해주세요.',
  detailRequired: '기타 사유를 선택하셨다면 신고 내용을 입력해주세요.',
  detailTooLong: '신고 내용은 1,000자까지 쓸 수 있습니다.',
  sourceIdRequired: '신고할 쪽지나 거래글을 지정해주세요.',
  self: '자신은 신고할 수 없습니다.',
  duplicate: '이미 신고한 회원입니다. 같은 대상은 한 번만 신고할 수 있습니다.',
  messageMissing: '신고할 쪽지를 찾을 수 없습니다. 받은 쪽지만 신고할 수 있습니다.',
  messageNotFromMember: '해당 회원이 보낸 쪽지가 아닙니다.',
  postMissing: '신고할 거래글을 찾을 수 없습니다.',
  postNotByMember: '해당 회원이 작성한 거래글이 아닙니다.',
  reported: '신고가 접수되었습니다. 운영진이 확인 후 처리합니다.',
  alreadyDecided: '대기 중인 신고가 없습니다. 다른 운영진이 이미 처리했을 수 있습니다.',
  handled: '신고를 처리했습니다.',
  dismissed: '신고를 기각했습니다.',
  decideAllConfirm: '이 회원에 대해 대기 중인 신고를 모두 결정합니다. 신고한 회원들에게 결과 알림이 갑니다.',
} as const;

/** The point settings and the ledger of the back office (/admin/point/setting, /admin/point/list; decision 033). */
export const POINT_ADMIN_MSG = {
  memberRequired: '회원 아이디를 입력해주세요.',
  memberMissing: '존재하지 않는 회원입니다.',
  amountInvalid: '포인트는 0이 아닌 정수로 입력해주세요. (최대 ±1,000,000)',
  reasonRequired: '지급/차감 사유를 2자 이상 입력해주세요.',
  reasonTooLong: '사유는 200자까지 쓸 수 있습니다.',
  overdraw: '보유 포인트보다 많이 차감할 수 없습니다.',
  granted: '포인트를 지급했습니다.',
  deducted: '포인트를 차감했습니다.',
  menuRequired: '메뉴를 입력해주세요.',
  menuTooLong: '메뉴는 50자까지 쓸 수 있습니다.',
  activityRequired: '활동을 입력해주세요.',
  activityTooLong: '활동은 50자까지 쓸 수 있습니다.',
  settingAmountInvalid: '포인트는 0부터 100,000 사이의 정수로 입력해주세요.',
  settingSaved: '포인트 설정을 저장했습니다.',
  settingDeleted: '포인트 설정을 삭제했습니다.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  dateOrder: '시작일이 종료일보다 늦을 수 없습니다.',
} as const;

/** The point mall (/pointmall/*, /admin/pointmall/*; decision 033). */
export const POINTMALL_MSG = {
  titleRequired: '상품명을 입력해주세요.',
  titleTooLong: '상품명은 100자까지 쓸 수 있습니다.',
  contentTooLong: '상품 설명은 5,000자까지 쓸 수 있습니다.',
  categoryInvalid: '분류를 선택해주세요.',
  priceInvalid: '가격은 1부터 10,000,000 사이의 숫자로 입력해주세요.',
  stockInvalid: '재고는 0부터 100,000 사이의 숫자로 입력해주세요.',
  limitInvalid: '1인당 구매 제한은 1부터 1,000 사이의 숫자로 입력하거나 비워두세요.',
  saleDateInvalid: '판매 기간의 날짜 형식이 올바르지 않습니다.',
  saleEndBeforeStart: '판매 종료는 판매 시작보다 뒤여야 합니다.',
  imageInvalid: '올바른 이미지 주소가 아닙니다. 이미지를 다시 올려주세요.',
  tooManyImages: '이미지는 5장까지 올릴 수 있습니다.',
  writeForbidden: '상품을 등록하거나 수정할 권한이 없습니다.',
  editForbidden: '본인이 등록한 상품만 수정할 수 있습니다.',
  notFound: '상품을 찾을 수 없습니다.',
  saved: '상품을 저장했습니다.',
  hidden: '상품을 숨겼습니다.',
  shown: '상품을 다시 표시했습니다.',
  empty: '등록된 상품이 없습니다.',
  quantityInvalid: '수량은 1개부터 100개 사이로 입력해주세요.',
  memoTooLong: '배송 메모는 100자까지 쓸 수 있습니다.',
  addressRequired: '배송지를 선택해주세요.',
  pointShort: '포인트가 부족합니다.',
  outOfStock: '재고가 부족합니다.',
  notOnSale: '판매 기간이 아닙니다.',
  ordered: '주문이 접수되었습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  ordersEmpty: '주문 내역이 없습니다.',
  cancelConfirm: '주문을 취소하시겠습니까? 사용한 포인트와 재고는 그대로 돌아갑니다.',
  cancelled: '주문을 취소했습니다. 사용한 포인트를 돌려드렸습니다.',
  memberCancelClosed:
    '주문접수 상태의 주문만 취소할 수 있습니다. 준비가 시작된 주문은 1:1 문의로 요청해주세요.',
  staffCancelClosed: '배송완료되었거나 이미 취소된 주문은 취소할 수 없습니다.',
  alreadyCancelled: '이미 취소된 주문입니다.',
  selectRequired: '상태를 바꿀 주문을 선택해주세요.',
  courierRequired: '택배사를 입력해주세요.',
  courierTooLong: '택배사는 30자까지 쓸 수 있습니다.',
  trackingRequired: '운송장번호를 입력해주세요.',
  trackingInvalid: '운송장번호는 숫자, 영문, 하이픈으로 40자까지 입력해주세요.',
  shipped: '배송중으로 변경했습니다.',
  guideTooLong: '안내문은 5,000자까지 쓸 수 있습니다.',
  guideSaved: '포인트몰 안내를 저장했습니다.',
} as const;

/** '1인당 최대 N개까지 주문할 수 있습니다.', the per-member limit refusal (and the read page's note). */
export function perMemberLimitText(limit: number): string {
  return `1인당 최대 ${limit.toLocaleString('ko-KR')}개까지 주문할 수 있습니다.`;
}

/** The bulk status change refusal, naming the orders that cannot move to the status asked for. */
export function orderStatusRefusal(ids: number[], status: string): string {
  const shown = ids
    .slice(0, 5)
    .map((id) => `#${id}`)
    .join(', ');
  const more = ids.length > 5 ? ` 외 ${ids.length - 5}건` : '';
  return `${shown}${more} 주문은 지금 상태에서 '${status}'(으)로 바꿀 수 없습니다.`;
}

/** 'N건의 주문을 '준비중'(으)로 변경했습니다.' */
export function orderStatusChanged(count: number, status: string): string {
  return `${count.toLocaleString('ko-KR')}건의 주문을 '${status}'(으)로 변경했습니다.`;
}

/** Delivery addresses (/mypage/address; decision 033). */
export const ADDRESS_MSG = {
  labelTooLong: '배송지명은 20자까지 쓸 수 있습니다.',
  recipientRequired: '받는 분 이름을 입력해주세요.',
  recipientTooLong: '받는 분 이름은 20자까지 쓸 수 있습니다.',
  phoneInvalid: '연락처 형식이 올바르지 않습니다.',
  postcodeInvalid: '우편번호는 5자리 숫자입니다.',
  addressRequired: '주소를 입력해주세요.',
  addressTooLong: '주소는 200자까지 쓸 수 있습니다.',
  detailTooLong: '상세주소는 200자까지 쓸 수 있습니다.',
  notFound: '배송지를 찾을 수 없습니다.',
  tooMany: '배송지는 10개까지 등록할 수 있습니다.',
  saved: '배송지를 저장했습니다.',
  deleted: '배송지를 삭제했습니다.',
  defaultSet: '기본 배송지로 설정했습니다.',
  deleteConfirm: '이 배송지를 삭제하시겠습니까? 이미 주문한 상품의 배송지는 바뀌지 않습니다.',
  empty: '등록된 배송지가 없습니다. 배송지를 추가해주세요.',
} as const;

/** The daily attendance check (/day_check; decision 033). */
export const ATTENDANCE_MSG = {
  greetingRequired: '인사말을 입력해주세요.',
  greetingTooLong: '인사말은 100자까지 쓸 수 있습니다.',
  alreadyCheckedIn: '오늘은 이미 출석했습니다.',
  ipLimit: '같은 IP에서는 하루에 3번까지만 출석할 수 있습니다.',
  loginRequired: '로그인하면 출석체크를 할 수 있습니다.',
  empty: '오늘 첫 번째로 출석해보세요!',
} as const;

/** The answer to a check-in: what it earned in all ('출석했습니다! 10P가 적립되었습니다.'). */
export function attendanceDoneText(points: number): string {
  return points > 0 ? `출석했습니다! ${points.toLocaleString('ko-KR')}P가 적립되었습니다.` : '출석했습니다!';
}

/** Deck ranks of official events (/official_league/deck_rank/*; decision 034). */
export const DECK_RANK_MSG = {
  dateInvalid: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  periodReversed: '기간의 시작일이 종료일보다 늦습니다.',
  periodTooLong: '기간은 최대 10년까지 조회할 수 있습니다.',
  divisionInvalid: '부문은 Master, Senior, Junior, All ages 중 하나여야 합니다.',
  archetypeNotFound: '덱을 찾을 수 없습니다.',
  others: '기타',
  empty: '해당 기간에 등록된 대회 결과가 없습니다.',
} as const;
