import { useState } from 'react';
import { Alert, Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconDownload, IconLink } from '@tabler/icons-react';
import { CAPTURE_HEIGHT, CAPTURE_WIDTH } from '../../lib/capture-urls';
import { showError, showSuccess } from '../../lib/toast';

export const LINK_COPIED = '링크를 복사했습니다. 카카오톡 등에 붙여 넣으면 이미지가 함께 보입니다.';
export const LINK_COPY_FAILED = '링크를 복사하지 못했습니다. 아래 주소를 길게 눌러 복사해주세요.';
export const IMAGE_FAILED = '이미지를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

interface CaptureViewProps {
  /** The PNG's address (lib/capture-urls.ts). */
  src: string;
  alt: string;
  /** The name 이미지 저장 saves the file under. */
  fileName: string;
  /** The absolute address 링크 복사 copies: the page whose preview shows this picture. */
  shareUrl: string;
}

/**
 * A share picture at its real size, scaled down to the screen's width on a phone, with 이미지 저장 (the
 * file itself) and 링크 복사 (the page, which chat apps preview with the same picture).
 */
export function CaptureView({ src, alt, fileName, shareUrl }: CaptureViewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const copy = () => {
    // The clipboard is missing on pages not served over https; the address stays selectable below.
    if (!navigator.clipboard) return showError(LINK_COPY_FAILED);
    navigator.clipboard.writeText(shareUrl).then(
      () => showSuccess(LINK_COPIED),
      () => showError(LINK_COPY_FAILED),
    );
  };
  return (
    <Stack gap="sm">
      {failedSrc === src ? (
        <Alert color="red" role="alert">
          {IMAGE_FAILED}
        </Alert>
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={CAPTURE_WIDTH}
          height={CAPTURE_HEIGHT}
          maw={CAPTURE_WIDTH}
          onError={() => setFailedSrc(src)}
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: `${CAPTURE_WIDTH} / ${CAPTURE_HEIGHT}`,
            borderRadius: 8,
            border: '1px solid var(--mantine-color-gray-3)',
            background: 'var(--mantine-color-gray-0)',
          }}
        />
      )}
      <Group gap="xs">
        <Button
          component="a"
          href={src}
          download={fileName}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          이미지 저장
        </Button>
        <Button variant="default" onClick={copy} leftSection={<IconLink size={16} aria-hidden />}>
          링크 복사
        </Button>
      </Group>
      <TextInput
        label="공유 링크"
        value={shareUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        maw={CAPTURE_WIDTH}
      />
    </Stack>
  );
}
