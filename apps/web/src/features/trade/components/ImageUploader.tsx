import { useState } from 'react';
import { ActionIcon, Box, Button, FileButton, Group, Image, Text } from '@mantine/core';
import { TRADE_MAX_IMAGES } from '@carddogam/contract/calls/trade';
import { uploadTradeImage } from '../api/trade-mutations';

/** Photos of the cards on sale: each is uploaded at once and the post keeps the stored addresses. */
export function ImageUploader({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: File[]) => {
    setBusy(true);
    setError(null);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, TRADE_MAX_IMAGES - images.length))
        added.push(await uploadTradeImage(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (added.length) onChange([...images, ...added]);
    }
  };
  return (
    <Box>
      <Group gap="xs">
        <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple>
          {(props) => (
            <Button {...props} variant="light" loading={busy} disabled={images.length >= TRADE_MAX_IMAGES}>
              이미지 올리기
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          최대 {TRADE_MAX_IMAGES}장, 한 장에 10MB까지
        </Text>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        {images.map((url) => (
          <Box key={url} pos="relative">
            <Image src={url} w={96} h={96} fit="cover" radius="sm" alt="거래 이미지" />
            <ActionIcon
              size="sm"
              color="red"
              pos="absolute"
              top={2}
              right={2}
              aria-label="이미지 삭제"
              onClick={() => onChange(images.filter((u) => u !== url))}
            >
              ✕
            </ActionIcon>
          </Box>
        ))}
      </Group>
    </Box>
  );
}
