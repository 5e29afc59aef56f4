import { useState } from 'react';
import { ActionIcon, Box, Button, FileButton, Group, Image, Text } from '@mantine/core';
import { errorMessage } from '../lib/error-message';

interface ImageUploadFieldProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** Stores one file and answers its address (each upload call of the server re-encodes and checks it). */
  upload: (file: File) => Promise<string>;
  max: number;
  buttonLabel: string;
  /** The name of the n-th picture (from 1), for screen readers and its delete button. */
  imageName: (n: number) => string;
}

/**
 * Pictures attached to a form: each is uploaded as soon as it is chosen, and the form keeps the stored
 * addresses. Files past `max` are left out; a failed upload keeps those that went through.
 */
export function ImageUploadField({
  images,
  onChange,
  upload,
  max,
  buttonLabel,
  imageName,
}: ImageUploadFieldProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uploadAll = async (files: File[]) => {
    setBusy(true);
    setError(null);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, max - images.length)) added.push(await upload(file));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      if (added.length) onChange([...images, ...added]);
    }
  };
  return (
    <Box>
      <Group gap="xs">
        <FileButton onChange={(files) => void uploadAll(files)} accept="image/*" multiple>
          {(props) => (
            <Button {...props} variant="light" loading={busy} disabled={images.length >= max}>
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          최대 {max}장, 한 장에 10MB까지
        </Text>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
      <Group gap="xs" mt={images.length ? 'xs' : 0}>
        {images.map((url, index) => (
          <Box key={url} pos="relative">
            <Image src={url} w={96} h={96} fit="cover" radius="sm" alt={imageName(index + 1)} />
            <ActionIcon
              size="sm"
              color="red"
              pos="absolute"
              top={2}
              right={2}
              aria-label={`${imageName(index + 1)} 삭제`}
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
