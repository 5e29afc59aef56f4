import { useEffect, useMemo, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Alert, Box, Button, Group, Select, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp } from '@tabler/icons-react';
import { PROVIDE_MSG } from '@carddogam/contract/calls/provide';
import { NATION_LABEL, NATIONS, POINT_RANGES, type Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { showError, showSuccess } from '../../../lib/toast';
import { useImageReport } from '../api/report-mutations';
import { canDecode } from '../lib/crop-image';
import { debounce, imageReportError, INITIAL_CROP, UPLOAD_DEBOUNCE_MS } from '../lib/image-report';
import { AppDialog } from '../../../components/AppDialog';

const NATION_OPTIONS = NATIONS.map((n) => ({ value: n, label: `${NATION_LABEL[n]} (${n})` }));
const CARD_ASPECT = 245 / 342;

interface ImageReportDialogProps {
  cardId: string;
  opened: boolean;
  onClose: () => void;
}

/** 이미지 등록 신청 (§2.6): pick or drop a picture, crop it, choose the edition, and send it for review. */
export function ImageReportDialog({ cardId, opened, onClose }: ImageReportDialogProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [nation, setNation] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState('1');
  const [dragging, setDragging] = useState(false);
  const area = useRef<Area>({ ...INITIAL_CROP });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const reset = () => {
    setSrc(null);
    setNation(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    if (input.current) input.current.value = '';
  };

  const send = useImageReport(cardId, {
    onSuccess: () => {
      showSuccess(PROVIDE_MSG.imageDone);
      reset();
      onClose();
    },
  });
  const sendLater = useMemo(
    () =>
      debounce(
        (image: string, edition: Nation) => send.mutate({ image, edition, area: area.current }),
        UPLOAD_DEBOUNCE_MS,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one debouncer per dialog; mutate is stable
    [],
  );
  useEffect(() => () => sendLater.cancel(), [sendLater]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    if (!(await canDecode(url))) {
      URL.revokeObjectURL(url);
      if (input.current) input.current.value = '';
      showError(MSG.imageNotImage);
      return;
    }
    setSrc(url);
  };

  const submit = () => {
    const message = imageReportError(!!src, nation as Nation | null);
    if (message) return showError(message);
    sendLater(src!, nation as Nation);
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title="이미지 등록 신청" centered size="lg">
      <Stack gap="sm">
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void choose(event.dataTransfer.files[0]);
          }}
          p="sm"
          style={{
            border: `2px dashed var(--mantine-color-${dragging ? 'blue-5' : 'gray-4'})`,
            borderRadius: 8,
            textAlign: 'center',
          }}
        >
          <Group justify="center" gap="xs">
            <IconPhotoUp size={20} />
            <Text size="sm">이미지를 끌어다 놓거나 파일을 선택해주세요</Text>
          </Group>
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label="이미지 파일"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            style={{ marginTop: 8 }}
          />
        </Box>
        {src && (
          <>
            <SegmentedControl
              size="xs"
              value={aspect}
              onChange={setAspect}
              data={[
                { value: '1', label: '정사각형' },
                { value: String(CARD_ASPECT), label: '카드 비율' },
              ]}
            />
            <Box pos="relative" h={320} data-testid="image-cropper">
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={Number(aspect)}
                initialCroppedAreaPixels={{ ...INITIAL_CROP }}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => {
                  area.current = pixels;
                }}
              />
            </Box>
          </>
        )}
        <Select
          label="발매 국가"
          placeholder="발매 국가"
          data={NATION_OPTIONS}
          value={nation}
          onChange={setNation}
        />
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs">
          타인의 사진을 허락 없이 사용하면 저작권법 위반이 될 수 있습니다.
        </Alert>
        <Text size="xs" c="dimmed">
          등록이 승인되면 {POINT_RANGES.image.min}~{POINT_RANGES.image.max}P가 지급됩니다.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            등록 신청
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
