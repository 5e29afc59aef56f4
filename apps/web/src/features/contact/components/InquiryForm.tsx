import { useState } from 'react';
import { Alert, Box, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX,
  INQUIRY_TITLE_MAX,
  inquiryWriteParams,
  type InquiryCategory,
  type InquiryWriteParams,
} from '@carddogam/contract/calls/contact';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { InquiryImagesField } from './InquiryImagesField';

type FieldErrors = Partial<Record<'category' | 'title' | 'content' | 'email', string>>;

/**
 * The inquiry form. A guest also gives the address the answer goes to. The 홈페이지 field is a honeypot:
 * moved off screen and out of the tab order and the accessibility tree, so only a robot fills it in.
 */
export function InquiryForm({
  guest,
  pending,
  error,
  onSubmit,
}: {
  guest: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (params: InquiryWriteParams) => void;
}) {
  const [category, setCategory] = useState<InquiryCategory | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [email, setEmail] = useState('');
  const [homepage, setHomepage] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const params = {
      category: category ?? undefined,
      title,
      content,
      images,
      email: guest ? email : '',
      homepage,
    };
    const checked = inquiryWriteParams.safeParse(params);
    const found: FieldErrors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
    if (guest && email.trim() === '') found.email = CONTACT_MSG.emailRequired;
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(params as InquiryWriteParams);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label="문의 유형"
          placeholder="선택해주세요"
          data={[...INQUIRY_CATEGORIES]}
          value={category}
          onChange={(value) => setCategory(value as InquiryCategory | null)}
          error={errors.category}
          allowDeselect={false}
          required
        />
        {guest && (
          <TextInput
            label="답변 받을 이메일"
            description="답변과 문의를 확인할 수 있는 링크를 이 주소로 보내드립니다."
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            required
          />
        )}
        <TextInput
          label="제목"
          value={title}
          maxLength={INQUIRY_TITLE_MAX}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
          required
        />
        <Textarea
          label="내용"
          description={`${content.length.toLocaleString('ko-KR')}/${INQUIRY_CONTENT_MAX.toLocaleString('ko-KR')}자`}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={errors.content}
          autosize
          minRows={8}
          maxRows={20}
          required
        />
        <div
          aria-hidden="true"
          style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label>
            홈페이지
            <input
              name="homepage"
              tabIndex={-1}
              autoComplete="off"
              value={homepage}
              onChange={(event) => setHomepage(event.currentTarget.value)}
            />
          </label>
        </div>
        <InquiryImagesField images={images} onChange={setImages} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            문의 보내기
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
