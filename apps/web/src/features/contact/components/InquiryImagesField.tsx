import { INQUIRY_MAX_IMAGES } from '@carddogam/contract/calls/contact';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { uploadInquiryImage } from '../api/contact-mutations';

/** Screenshots for the inquiry. */
export function InquiryImagesField({
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
      upload={uploadInquiryImage}
      max={INQUIRY_MAX_IMAGES}
      buttonLabel="이미지 첨부"
      imageName={(n) => `첨부 이미지 ${n}`}
    />
  );
}
