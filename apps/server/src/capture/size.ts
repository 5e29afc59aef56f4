/** The Open Graph picture size, which KakaoTalk and the other link previews show whole. */
export const CAPTURE_WIDTH = 1200;
export const CAPTURE_HEIGHT = 630;
