import { Center, Image } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';

/** A product picture in a square box, or a gift icon when the product has none. */
export function ProductImage({
  src,
  alt,
  radius = 'sm',
}: {
  src: string | null;
  alt: string;
  radius?: string;
}) {
  if (!src)
    return (
      <Center bg="gray.1" style={{ aspectRatio: '1 / 1', borderRadius: `var(--mantine-radius-${radius})` }}>
        <IconGift size={48} color="var(--mantine-color-gray-5)" aria-label={`${alt} (사진 없음)`} />
      </Center>
    );
  return <Image src={src} alt={alt} radius={radius} fit="cover" style={{ aspectRatio: '1 / 1' }} />;
}
