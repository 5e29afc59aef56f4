import { useState } from 'react';
import { Box, Button, Center, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { bannerImageUrl, bannerSaveParams } from '@carddogam/contract/calls/banner-admin';
import type { AdPlacement } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { errorMessage } from '../../../lib/error-message';
import { uploadBannerImage, useBannerAdminMutations, type BannerSave } from '../api/banner-admin-mutations';
import { placementName } from '../lib/placement-names';

/** The server's upload limit, named in MSG.imageTooLarge; checked here first to spare a 10 MB upload. */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface MainBannerDraft {
  id?: number;
  type: AdPlacement;
  banner_image: string;
  link: string;
  sort_order: number;
  starts_at: string | null;
  ends_at: string | null;
}
type Field = 'banner_image' | 'link' | 'starts_at' | 'ends_at';

/** 배너 추가 / 수정 of an image banner: the picture (uploaded at once, to preview it), its link and period. */
export function MainBannerFormDialog({
  initial,
  onClose,
}: {
  initial: MainBannerDraft;
  onClose: () => void;
}) {
  const { save } = useBannerAdminMutations();
  const upload = useMutation({ mutationFn: uploadBannerImage });
  const [image, setImage] = useState(initial.banner_image);
  const [link, setLink] = useState(initial.link);
  const [startsAt, setStartsAt] = useState(initial.starts_at ?? '');
  const [endsAt, setEndsAt] = useState(initial.ends_at ?? '');
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
      is_ads: false,
      sort_order: initial.sort_order,
      starts_at: startsAt || null,
      ends_at: endsAt || null,
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
      title={`${placementName(initial.type)} ${initial.id === undefined ? '배너 추가' : '배너 수정'}`}
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
                  이미지를 올려주세요
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
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="시작일"
            description="비워두면 바로 노출"
            value={startsAt}
            onChange={(event) => {
              setStartsAt(event.currentTarget.value);
              clear('starts_at');
            }}
            error={errors.starts_at}
          />
          <TextInput
            type="date"
            label="종료일"
            description="이 날까지 노출 (비워두면 계속)"
            value={endsAt}
            onChange={(event) => {
              setEndsAt(event.currentTarget.value);
              clear('ends_at');
            }}
            error={errors.ends_at}
          />
        </Group>
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
