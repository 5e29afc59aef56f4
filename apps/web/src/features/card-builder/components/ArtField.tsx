import { useEffect, useRef, useState } from 'react';
import { IconPhotoUp } from '@tabler/icons-react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { showError } from '../../../lib/toast';
import { loadImage } from '../lib/crop';
import type { BuilderArt } from '../lib/draft';
import { ArtCropDialog } from './ArtCropDialog';

const ART_SOURCE_LABEL: Record<BuilderArt['origin'], string> = {
  upload: '올린 그림',
  template: '템플릿 카드의 그림',
};

/**
 * The card's picture: a file from the member's device, framed with the cropper, or the template card's
 * own picture. The file is read in the browser only; nothing is uploaded.
 */
export function ArtField({
  art,
  onChange,
}: {
  art: BuilderArt | null;
  onChange: (art: BuilderArt | null) => void;
}) {
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  // Clears the hidden file control, so the same file can be chosen again.
  const resetInput = useRef<() => void>(null);

  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  const choose = async (file: File | null) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      resetInput.current?.();
      showError('그림 파일만 올릴 수 있습니다.');
      return;
    }
    setFileUrl(url);
    setCropSrc(url);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        그림
      </Text>
      {/* A button of our own: the browser's file control labels itself in the browser's language. */}
      <FileButton
        onChange={(file) => void choose(file)}
        accept="image/*"
        resetRef={resetInput}
        inputProps={{ 'aria-label': '그림 파일' }}
      >
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} w="fit-content">
            그림 올리기
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        그림은 이 브라우저에서만 쓰이고 서버로 보내지지 않습니다.
      </Text>
      {art && (
        <Group gap="xs">
          <Text size="sm">{ART_SOURCE_LABEL[art.origin]}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => setCropSrc(art.origin === 'upload' && fileUrl ? fileUrl : art.src)}
          >
            다시 자르기
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              onChange(null);
              resetInput.current?.();
            }}
          >
            그림 지우기
          </Button>
        </Group>
      )}
      <ArtCropDialog
        src={cropSrc}
        onClose={() => setCropSrc(null)}
        onApply={(src) => {
          onChange({ src, origin: 'upload' });
          setCropSrc(null);
        }}
      />
    </Stack>
  );
}
