import { PRODUCT_IMAGES_MAX } from '@carddogam/contract/calls/pointmall';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { uploadProductImage } from '../api/product-mutations';

/** The product's pictures; the first is the list's thumbnail. */
export function ProductImagesField({
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
      upload={uploadProductImage}
      max={PRODUCT_IMAGES_MAX}
      buttonLabel="사진 올리기"
      imageName={(n) => `상품 사진 ${n}`}
    />
  );
}
