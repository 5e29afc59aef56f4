import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconRefresh } from '@tabler/icons-react';
import type { Nation } from '@carddogam/contract/constants';
import { cardImageSrc } from '../../../components/card/card-image';
import { showError } from '../../../lib/toast';
import { cropToFile, uploadCardImage } from '../api/card-image';

/** §2.12: the crop is sent this long after the last change, so dragging the crop box sends once. */
const UPLOAD_DELAY_MS = 2000;
const CARD_ASPECT = 245 / 342;

interface EditImageSectionProps {
  nation: Nation;
  image: string;
  onUploaded: (filename: string) => void;
  onReset: () => void;
  resetting: boolean;
}

/** The image section of the edit dialog: crop tool, file picker or drag and drop, and 초기화. */
export function EditImageSection({ nation, image, onUploaded, onReset, resetting }: EditImageSectionProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setSrc(URL.createObjectURL(file));
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };

  const scheduleUpload = (area: Area) => {
    if (!src) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setUploading(true);
      cropToFile(src, area)
        .then((file) => uploadCardImage(file, nation))
        .then(onUploaded)
        .catch(showError)
        .finally(() => setUploading(false));
    }, UPLOAD_DELAY_MS);
  };

  const current = cardImageSrc(nation, image);
  return (
    <Stack gap="xs">
      <Group align="flex-start" wrap="nowrap">
        <Box w={120}>
          {current ? (
            <Image src={current} alt="현재 이미지" radius="sm" data-testid="edit-current-image" />
          ) : (
            <Text size="xs" c="dimmed">
              등록된 이미지가 없습니다
            </Text>
          )}
        </Box>
        <Box
          pos="relative"
          h={240}
          style={{
            flex: 1,
            border: `1px dashed var(--mantine-color-${dragging ? 'blue' : 'gray'}-5)`,
            borderRadius: 8,
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            choose(e.dataTransfer.files[0]);
          }}
        >
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={CARD_ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => scheduleUpload(pixels)}
            />
          ) : (
            <Text size="sm" c="dimmed" ta="center" pt={100}>
              이미지를 끌어다 놓거나 파일을 선택해주세요
            </Text>
          )}
        </Box>
      </Group>
      <Group gap="xs">
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="edit-image-input"
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPhotoUp size={14} />}
          onClick={() => input.current?.click()}
        >
          파일 선택
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={resetting}
          onClick={onReset}
        >
          초기화
        </Button>
        {uploading && (
          <Text size="xs" c="dimmed">
            이미지를 올리는 중…
          </Text>
        )}
      </Group>
    </Stack>
  );
}
