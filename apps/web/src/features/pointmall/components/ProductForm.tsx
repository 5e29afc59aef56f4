import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  POINTMALL_CATEGORIES,
  PRODUCT_CONTENT_MAX,
  PRODUCT_TITLE_MAX,
  productFields,
  type Product,
  type ProductFields,
} from '@carddogam/contract/calls/pointmall';
import { draftOf, paramsOf, type ProductDraft as Draft } from '../lib/product-draft';
import { ProductImagesField } from './ProductImagesField';

type Field = keyof ProductFields;

/**
 * The product form of /pointmall/write and /pointmall/update, checked by the contract's rules before it
 * is sent (the server checks them again).
 */
export function ProductForm({
  product,
  pending,
  error,
  onSubmit,
}: {
  product: Product | null;
  pending: boolean;
  error: string | null;
  onSubmit: (fields: ProductFields) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });

  const submit = () => {
    const params = paramsOf(draft);
    const checked = productFields.safeParse(params);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onSubmit(params as ProductFields);
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
        <TextInput
          label="상품명"
          maxLength={PRODUCT_TITLE_MAX}
          value={draft.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="분류"
            placeholder="선택해주세요"
            data={[...POINTMALL_CATEGORIES]}
            value={draft.category}
            onChange={(value) => set('category', value)}
            error={errors.category}
            allowDeselect={false}
            required
          />
          <NumberInput
            label="가격 (포인트)"
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            value={draft.price}
            onChange={(value) => set('price', value)}
            error={errors.price}
            required
          />
          <NumberInput
            label="재고"
            min={0}
            allowDecimal={false}
            thousandSeparator=","
            value={draft.stock}
            onChange={(value) => set('stock', value)}
            error={errors.stock}
            required
          />
          <NumberInput
            label="1인당 구매 제한"
            description="비워두면 제한 없음"
            min={1}
            allowDecimal={false}
            value={draft.per_member_limit}
            onChange={(value) => set('per_member_limit', value)}
            error={errors.per_member_limit}
          />
          <TextInput
            label="판매 시작"
            description="비워두면 바로 판매"
            type="datetime-local"
            value={draft.sale_start}
            onChange={(event) => set('sale_start', event.currentTarget.value)}
            error={errors.sale_start}
          />
          <TextInput
            label="판매 종료"
            description="비워두면 종료 없음"
            type="datetime-local"
            value={draft.sale_end}
            onChange={(event) => set('sale_end', event.currentTarget.value)}
            error={errors.sale_end}
          />
        </SimpleGrid>
        <Textarea
          label="상품 설명"
          description={`${draft.content.length.toLocaleString('ko-KR')}/${PRODUCT_CONTENT_MAX.toLocaleString('ko-KR')}자`}
          value={draft.content}
          onChange={(event) => set('content', event.currentTarget.value)}
          error={errors.content}
          autosize
          minRows={6}
          maxRows={20}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            상품 사진
          </Text>
          <ProductImagesField images={draft.images} onChange={(images) => set('images', images)} />
          {errors.images && (
            <Text size="sm" c="red">
              {errors.images}
            </Text>
          )}
        </Stack>
        <Switch
          label="포인트몰에 표시"
          checked={draft.is_show}
          onChange={(event) => set('is_show', event.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            저장
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
