import { useState } from 'react';
import { Group, Stack, UnstyledButton } from '@mantine/core';
import { ProductImage } from './ProductImage';

/** The product's pictures: the chosen one large, the others as thumbnails to choose from. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0] ?? null;
  return (
    <Stack gap="xs">
      <ProductImage src={current} alt={title} radius="md" />
      {images.length > 1 && (
        <Group gap={6}>
          {images.map((src, index) => (
            <UnstyledButton
              key={src}
              onClick={() => setShown(index)}
              aria-label={`사진 ${index + 1} 보기`}
              aria-pressed={index === shown}
              w={56}
              style={{
                outline: index === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                borderRadius: 4,
              }}
            >
              <ProductImage src={src} alt={`${title} 사진 ${index + 1}`} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
