import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { showError } from '../../../lib/toast';
import { useCardAssets } from '../hooks/use-card-assets';
import { fanCardFileName, type BuilderDraft } from '../lib/draft';
import { canvasToPng, saveFile } from '../lib/download';
import { CARD_HEIGHT, CARD_WIDTH } from '../lib/layout';
import { drawCard, UNOFFICIAL_MARK } from '../lib/render-card';

export const DOWNLOAD_FAILED = '이미지를 만들지 못했습니다. 그림을 다시 올린 뒤 시도해주세요.';

/** Every text on the card, for loading the font faces it needs. */
const cardText = (draft: BuilderDraft) =>
  [
    draft.name,
    draft.stage,
    draft.abilityName,
    draft.abilityText,
    ...draft.attacks.flatMap((a) => [a.name, a.damage, a.text]),
    draft.weakness.value,
    draft.resistance.value,
    draft.illustrator,
    draft.flavor,
    UNOFFICIAL_MARK,
    '약점저항력후퇴특성HP',
  ].join('');

/** The card as it will be downloaded, redrawn on every change, and the PNG download. */
export function CardPreview({ draft }: { draft: BuilderDraft }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { assets, fontVersion } = useCardAssets(draft.art?.src ?? null, cardText(draft));
  const [saving, setSaving] = useState(false);
  const name = draft.name.trim();

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) drawCard(context, draft, assets);
  }, [draft, assets, fontVersion]);

  const download = async () => {
    if (!canvas.current) return;
    setSaving(true);
    try {
      saveFile(await canvasToPng(canvas.current), fanCardFileName(name));
    } catch {
      showError(DOWNLOAD_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" align="center">
      <canvas
        ref={canvas}
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        role="img"
        aria-label={`${name || '이름 없는 카드'} 팬 카드 미리보기`}
        data-testid="card-builder-canvas"
        style={{
          width: '100%',
          maxWidth: CARD_WIDTH / 2,
          height: 'auto',
          aspectRatio: `${CARD_WIDTH} / ${CARD_HEIGHT}`,
        }}
      />
      <Button
        leftSection={<IconDownload size={18} />}
        onClick={() => void download()}
        disabled={!name}
        loading={saving}
        fullWidth
        maw={CARD_WIDTH / 2}
      >
        PNG 다운로드
      </Button>
      {!name && (
        <Text size="xs" c="dimmed">
          카드 이름을 입력하면 내려받을 수 있습니다.
        </Text>
      )}
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} maw={CARD_WIDTH / 2}>
        카드도감에서 만든 비공식 팬 카드입니다. 공식 포켓몬 카드가 아니며, 내려받은 이미지에도 '
        {UNOFFICIAL_MARK}' 표시가 들어갑니다.
      </Alert>
    </Stack>
  );
}
