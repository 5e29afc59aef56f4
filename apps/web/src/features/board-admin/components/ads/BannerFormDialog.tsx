import { useState } from 'react';
import {
  Box,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { bannerImageUrl, bannerSaveParams } from '@carddogam/contract/calls/banner-admin';
import { MSG } from '@carddogam/contract/messages';
import { AppDialog } from '../../../../components/AppDialog';
import { errorMessage } from '../../../../lib/error-message';
import { uploadBannerImage, useBannerMutations, type BannerSave } from '../../api/banner-admin';
import { DialogSaveFooter } from '../../../../components/DialogSaveFooter';

/** The server's upload limit, named in MSG.imageTooLarge; checked here first to spare a 10 MB upload. */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type BannerDraft = Required<Omit<BannerSave, 'id'>> & { id?: number };
type Field = 'banner_image' | 'link' | 'sort_order';

/** 배너 추가 / 수정: the picture (uploaded at once, to preview it), its link, the ad-slot flag and the order. */
export function BannerFormDialog({ initial, onClose }: { initial: BannerDraft; onClose: () => void }) {
  const { save } = useBannerMutations(initial.type);
  const upload = useMutation({ mutationFn: uploadBannerImage });
  const [image, setImage] = useState(initial.banner_image);
  const [link, setLink] = useState(initial.link);
  const [isAds, setIsAds] = useState(initial.is_ads);
  const [sort, setSort] = useState<number | string>(initial.sort_order);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clear = (field: Field) => setErrors((old) => ({ ...old, [field]: undefined }));

  const choose = (file: File | null) => {
    if (!file) return;
    clear('banner_image');
    if (!file.type.startsWith('image/'))
      return setErrors((old) => ({ ...old, banner_image: MSG.imageNotImage }));
    if (file.size > IMAGE_MAX_BYTES) return setErrors((old) => ({ ...old, banner_image: MSG.imageTooLarge }));
    upload.mutate(file, {
      onSuccess: setImage,
      onError: (error) => setErrors((old) => ({ ...old, banner_image: errorMessage(error) })),
    });
  };

  const submit = () => {
    const params: BannerSave = {
      ...(initial.id === undefined ? {} : { id: initial.id }),
      type: initial.type,
      banner_image: image,
      link,
      is_ads: isAds,
      sort_order: sort === '' ? Number.NaN : Number(sort),
      // The period is set on /admin/banner/main; saving here keeps it.
      starts_at: initial.starts_at,
      ends_at: initial.ends_at,
    };
    const checked = bannerSaveParams.safeParse(params);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    save.mutate(params, { onSuccess: onClose });
  };

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={initial.id === undefined ? '배너 추가' : '배너 수정'}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            배너 이미지
          </Text>
          <Box bg="var(--mantine-color-default-hover)" p="xs" style={{ borderRadius: 8 }}>
            {image ? (
              <Image src={bannerImageUrl(image)} alt="배너 미리보기" mah={160} fit="contain" />
            ) : (
              <Center h={80}>
                <Text size="sm" c="dimmed">
                  {isAds ? '광고 슬롯은 이미지가 없어도 됩니다' : '이미지를 올려주세요'}
                </Text>
              </Center>
            )}
          </Box>
          <Group gap="xs">
            <FileButton onChange={choose} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                >
                  {image ? '이미지 바꾸기' : '이미지 올리기'}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              JPG, PNG, WEBP, GIF · 10MB까지 (WebP로 바꿔 저장됩니다)
            </Text>
          </Group>
          {errors.banner_image && (
            <Text c="red" size="sm" role="alert">
              {errors.banner_image}
            </Text>
          )}
        </Stack>
        <TextInput
          label="링크"
          description="https://로 시작하는 주소나 /board/list 같은 사이트 경로. 비워두면 이미지만 보입니다."
          placeholder="https://"
          value={link}
          onChange={(event) => {
            setLink(event.currentTarget.value);
            clear('link');
          }}
          error={errors.link}
        />
        <Switch
          label="광고 슬롯"
          description="켜면 이미지 대신 광고 네트워크의 광고가 나옵니다."
          checked={isAds}
          onChange={(event) => {
            setIsAds(event.currentTarget.checked);
            clear('banner_image');
          }}
        />
        <NumberInput
          label="순서"
          description="가장 앞선 배너 하나가 표시됩니다"
          value={sort}
          onChange={(value) => {
            setSort(value);
            clear('sort_order');
          }}
          min={0}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          error={errors.sort_order}
          w={200}
        />
        <DialogSaveFooter
          error={save.error}
          saving={save.isPending}
          onCancel={onClose}
          onSave={submit}
          disabled={upload.isPending}
        />
      </Stack>
    </AppDialog>
  );
}
