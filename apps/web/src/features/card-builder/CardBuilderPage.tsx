import { Box, Button, Grid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRefresh } from '@tabler/icons-react';
// The card is drawn in Pretendard, loaded for this page only (the site itself uses the system fonts).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { PageFrame } from '../../components/PageFrame';
import { useBuilderDraft } from './hooks/use-builder-draft';
import { BuilderForm } from './components/BuilderForm';
import { CardPreview } from './components/CardPreview';
import { TemplatePicker } from './components/TemplatePicker';
import { blankDraft, type BuilderDraft, type FrameType } from './lib/draft';

const RESET_CONFIRM = '지금 만든 내용을 지우고 빈 카드에서 다시 시작할까요?';

/** Whether a start-over would throw away anything the member typed or chose. */
const hasWork = (draft: BuilderDraft) =>
  JSON.stringify({ ...draft, type: null, stage: null }) !==
  JSON.stringify({ ...blankDraft(), type: null, stage: null });

/**
 * /card/builder (§2.2, not in the sitemap): a fan-card maker. A member starts from a catalogue card or a
 * blank frame, edits its texts and picture, and downloads the card as a PNG drawn in the browser. Nothing
 * is sent to the server; the draft stays in this browser until 초기화. Every card carries the unofficial mark.
 */
export default function CardBuilderPage() {
  const { draft, update, replace, reset, saveFailed } = useBuilderDraft();

  const startOver = (next: () => void) => {
    if (!hasWork(draft)) return next();
    modals.openConfirmModal({
      title: '처음부터 만들기',
      children: <Text size="sm">{RESET_CONFIRM}</Text>,
      labels: { confirm: '지우고 시작', cancel: '취소' },
      onConfirm: next,
    });
  };

  return (
    <PageFrame
      title="카드 만들기"
      actions={
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={16} />}
          onClick={() => startOver(reset)}
        >
          초기화
        </Button>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Box component="section" aria-label="카드 편집">
            <TemplatePicker
              template={draft.template}
              onTemplate={replace}
              onBlank={(type: FrameType) => startOver(() => replace(blankDraft(type)))}
            />
            <Box mt="sm">
              <BuilderForm draft={draft} onChange={update} />
            </Box>
            {saveFailed && (
              <Text size="xs" c="orange" mt="xs" role="status">
                이 브라우저에 저장하지 못했습니다. 페이지를 떠나면 만든 내용이 사라질 수 있습니다.
              </Text>
            )}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Box component="section" aria-label="미리보기" pos="sticky" top={16}>
            <CardPreview draft={draft} />
          </Box>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
