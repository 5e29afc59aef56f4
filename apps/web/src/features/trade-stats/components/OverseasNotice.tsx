import { Anchor, Overlay, Paper, Text } from '@mantine/core';

export const OVERSEAS_NOTICE =
  '해당 카드는 아직 국내에 거래 이력이 없어 해외 거래 시세로 적용되었습니다. 실 거래가와 차이가 있을 수 있으니 참고 바랍니다';

/** Over a summary priced only by admin-entered overseas prices (§2.13): the summary shows dimmed. */
export function OverseasNotice() {
  return (
    <Overlay backgroundOpacity={0.55} color="#fff" blur={1} zIndex={2} center>
      <Paper withBorder shadow="sm" p="sm" maw={420} role="note">
        <Text size="sm">{OVERSEAS_NOTICE}</Text>
        <Anchor href="/board/read?board_group=community&board_name=이용가이드&id=401" size="sm">
          이용가이드 보기
        </Anchor>
      </Paper>
    </Overlay>
  );
}
