import { Badge } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { NATION_TAB_LABEL } from '@carddogam/contract/constants';
import { preferredImage, type EditionImages } from '../../../components/card/card-image';

/**
 * Which edition's picture the result shows (§2.19 'image badge'): a Korean card with only an English
 * image is easy to mistake for a Korean print otherwise. No image says so, as an invitation to add one.
 */
export function ImageBadge({ row }: { row: EditionImages }) {
  const image = preferredImage(row);
  if (!image) {
    return (
      <Badge size="xs" variant="outline" color="gray" leftSection={<IconPhotoOff size={10} />}>
        이미지 없음
      </Badge>
    );
  }
  return (
    <Badge size="xs" variant="light" color="grape" leftSection={<IconPhoto size={10} />}>
      {NATION_TAB_LABEL[image.nation]} 이미지
    </Badge>
  );
}
