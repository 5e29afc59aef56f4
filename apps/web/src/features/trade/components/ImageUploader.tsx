import { TRADE_MAX_IMAGES } from '@carddogam/contract/calls/trade';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { uploadTradeImage } from '../api/trade-mutations';

/** Photos of the cards on sale. */
export function ImageUploader({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  return (
    <ImageUploadField
      images={images}
      onChange={onChange}
      upload={uploadTradeImage}
      max={TRADE_MAX_IMAGES}
      buttonLabel="이미지 올리기"
      imageName={(n) => `거래 이미지 ${n}`}
    />
  );
}
