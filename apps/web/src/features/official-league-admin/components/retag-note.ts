/**
 * What an archetype change does to standings already entered (services/official-league-admin.ts): saving
 * tags again the lists it can change, keeping hand-chosen tags; deleting hands its lists to the others.
 */
export const RETAG_NOTE =
  '저장하면 이미 등록된 순위표도 새 기준으로 다시 분류됩니다(운영진이 직접 고른 분류는 그대로 둡니다). ' +
  '덱을 삭제하면 그 덱으로 분류된 순위 기록은 남은 덱들의 핵심 카드로 다시 분류됩니다.';
