import { useQuery } from '@tanstack/react-query';
import { TRADE_MAX_IMAGES } from '@carddogam/contract/calls/trade';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { uploadTradeImage } from '../api/trade-mutations';
import { tradePostLimitsQuery } from '../api/trade-limits-query';

/** Photos of the cards on sale, as many as the trade options allow (the ceiling until they load). */
export function ImageUploader({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  const limits = useQuery(tradePostLimitsQuery());
  return (
    <ImageUploadField
      images={images}
      onChange={onChange}
      upload={uploadTradeImage}
      max={limits.data?.max_images ?? TRADE_MAX_IMAGES}
      buttonLabel="이미지 올리기"
      imageName={(n) => `거래 이미지 ${n}`}
    />
  );
}
