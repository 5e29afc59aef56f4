import { useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { AppDialog } from '../../../components/AppDialog';
import { showError } from '../../../lib/toast';
import { cropToArt } from '../lib/crop';
import { ART_ASPECT } from '../lib/layout';

/** Frames a picture for the card's picture box, with the cropper the image report uses. */
export function ArtCropDialog({
  src,
  onClose,
  onApply,
}: {
  /** The picture to frame; the dialog is open while there is one. */
  src: string | null;
  onClose: () => void;
  onApply: (dataUrl: string) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const area = useRef<Area | null>(null);

  const apply = async () => {
    if (!src) return;
    setBusy(true);
    try {
      onApply(await cropToArt(src, area.current));
    } catch {
      showError('그림을 읽지 못했습니다. 다른 파일을 골라주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog opened={src !== null} onClose={onClose} title="그림 자르기" centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          끌어서 위치를, 슬라이더로 크기를 맞춰주세요.
        </Text>
        {src && (
          <Box pos="relative" h={300} data-testid="art-cropper">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={ART_ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => {
                area.current = pixels;
              }}
            />
          </Box>
        )}
        <Slider aria-label="확대" min={1} max={3} step={0.05} value={zoom} onChange={setZoom} label={null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button onClick={() => void apply()} loading={busy}>
            적용
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
