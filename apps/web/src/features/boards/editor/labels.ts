import type { RichTextEditorLabels } from '@mantine/tiptap';

/** The toolbar's accessible names and tooltips, in Korean. */
export const EDITOR_LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: '굵게',
  italicControlLabel: '기울임',
  underlineControlLabel: '밑줄',
  strikeControlLabel: '취소선',
  codeControlLabel: '코드',
  h2ControlLabel: '큰 제목',
  h3ControlLabel: '작은 제목',
  bulletListControlLabel: '글머리 기호 목록',
  orderedListControlLabel: '번호 목록',
  blockquoteControlLabel: '인용',
  codeBlockControlLabel: '코드 블록',
  hrControlLabel: '구분선',
  unlinkControlLabel: '링크 해제',
  undoControlLabel: '실행 취소',
  redoControlLabel: '다시 실행',
};
